import type { UIFieldServerComponent } from 'payload'

import { adminListUrl } from '../dashboard/admin-links'

/**
 * On a customer's edit view, read-only: the customer groups they are in, each linking to the group, where members are
 * added and removed. Price lists naming a group apply to its verified members.
 */
export const CustomerGroupsField: UIFieldServerComponent = async ({ id, req }) => {
  if (!id) return null
  const { docs: groups } = await req.payload.find({
    collection: 'customer-groups',
    where: { customers: { contains: id } },
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true },
    req,
  })
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <span className="field-label">Customer groups</span>
      {groups.length === 0 ? (
        <p className="field-description">In no customer group.</p>
      ) : (
        <ul aria-label="Customer groups">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`/admin/collections/customer-groups/${group.id}`}>{group.name}</a>
            </li>
          ))}
        </ul>
      )}
      <p className="field-description">
        Members are added on the group. <a href={adminListUrl('customer-groups')}>All customer groups</a>
      </p>
    </div>
  )
}
