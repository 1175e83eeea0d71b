/** The goods receipt in the admin's navigation, under the collections. */
export function ReceiptNavLink() {
  return (
    <a className="nav__link" href="/admin/goods-receipt" id="nav-goods-receipt">
      <span className="nav__link-label">Goods receipt</span>
    </a>
  )
}
