'use client'

import { RETURNED_GOODS_ACTION_LABELS, RETURNED_GOODS_ACTIONS, type ReturnedGoodsAction } from '../../contract/returned-goods'

/** A returned line as the receive step shows it; `tracked` when its product's stock is counted. */
export type ReturnedLine = { code: string; name: string; quantity: number; tracked: boolean }

export type GoodsChoice = { action: ReturnedGoodsAction | ''; writeOffReason: string }

type Props = {
  lines: ReturnedLine[]
  choices: GoodsChoice[]
  onChange: (index: number, choice: GoodsChoice) => void
  problemFor: (path: string) => string | undefined
}

/**
 * The receive step's question per line: back to stock (the lot it was shipped from), quarantine or write-off with a
 * reason. Lines of products that do not track stock only say so.
 */
export function ReceivedGoodsFields({ lines, choices, onChange, problemFor }: Props) {
  return (
    <fieldset className="received-goods">
      <legend>What happens to the goods</legend>
      {lines.map((line, index) => {
        const choice = choices[index] ?? { action: '', writeOffReason: '' }
        const title = `${line.code} × ${line.quantity} · ${line.name}`
        if (!line.tracked) {
          return (
            <p key={index} className="received-goods__line">
              {title} <span className="order-summary__muted">(stock not tracked: no change)</span>
            </p>
          )
        }
        const problem = problemFor(`goods.${index}.action`)
        const reasonProblem = problemFor(`goods.${index}.writeOffReason`)
        return (
          <div key={index} className="received-goods__line">
            <label>
              {title}
              <select
                name={`goods.${index}.action`}
                value={choice.action}
                onChange={(event) => onChange(index, { ...choice, action: event.target.value as GoodsChoice['action'] })}
              >
                <option value="">Choose…</option>
                {RETURNED_GOODS_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {RETURNED_GOODS_ACTION_LABELS[action]}
                  </option>
                ))}
              </select>
              {problem && <span className="status-actions__error">{problem}</span>}
            </label>
            {choice.action === 'write-off' && (
              <label>
                Write-off reason
                <input
                  name={`goods.${index}.writeOffReason`}
                  value={choice.writeOffReason}
                  onChange={(event) => onChange(index, { ...choice, writeOffReason: event.target.value })}
                  autoComplete="off"
                />
                {reasonProblem && <span className="status-actions__error">{reasonProblem}</span>}
              </label>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
