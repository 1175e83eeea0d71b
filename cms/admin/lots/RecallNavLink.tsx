/** The lot recall lookup in the admin's navigation, under the collections. */
export function RecallNavLink() {
  return (
    <a className="nav__link" href="/admin/lot-recall" id="nav-lot-recall">
      <span className="nav__link-label">Lot recall</span>
    </a>
  )
}
