import { useSyncExternalStore } from 'react'

const isModal = (dialog: HTMLDialogElement) => {
  try {
    return dialog.matches(':modal')
  } catch {
    return true
  }
}

/** The modal dialog drawn on top of every other (the last one opened), or null when none is open. */
function topModalDialog(): HTMLDialogElement | null {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isModal)
  return open.at(-1) ?? null
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
  return () => observer.disconnect()
}

/**
 * The open modal dialog on top, if any. A modal dialog sits in the browser's top layer, above every z-index of the
 * page, and makes the rest of the page inert: whatever must show above it (toasts) has to be drawn inside it.
 */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topModalDialog, () => null)
}
