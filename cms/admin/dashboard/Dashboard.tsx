import type { Payload, PayloadRequest } from 'payload'

import { dashboardTiles } from './tiles'
import './dashboard.scss'

/** The admin home's first block (admin.components.beforeDashboard): counts for the signed-in staff member's work. */
export default async function Dashboard({ payload, user }: { payload: Payload; user: PayloadRequest['user'] }) {
  const groups = await dashboardTiles(payload, user)
  if (groups.length === 0) return null
  return (
    <div className="shop-dashboard">
      {groups.map((group) => (
        <section key={group.title} className="shop-dashboard__group" aria-label={group.title}>
          <h2 className="shop-dashboard__title">{group.title}</h2>
          <ul className="shop-dashboard__tiles">
            {group.tiles.map((tile) => (
              <li key={tile.label}>
                <a
                  className={tile.warning ? 'shop-dashboard__tile shop-dashboard__tile--warning' : 'shop-dashboard__tile'}
                  href={tile.href}
                >
                  <span className="shop-dashboard__label">{tile.label}</span>
                  <span className="shop-dashboard__value">{tile.value}</span>
                  {tile.detail ? <span className="shop-dashboard__detail">{tile.detail}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
