/** Every user-facing text of the shop (docs/requirements.md), written once. Server and storefront both import these. */
export const MSG = {
  cart: {
    missingSelection: 'Please select the quantity , size and code',
    added: 'Item Added To Cart Successfully',
    updated: 'Cart Item Updated Successfully',
    deleted: 'Cart Deleted Successfully',
    deleteFailed: 'Something went wrong',
    clearConfirm: 'This Action May Not Be Reversible',
  },
  discount: { invalid: 'Invalid discount code!' },
  address: {
    loginRequired: 'Please Login to add address',
    added: 'Address added successfully',
    addFailed: 'Failed to add address',
    deleted: 'Address deleted successfully',
    deleteFailed: 'Failed to delete address',
    doorNoRequired: 'Door number is required',
    streetNameRequired: 'Street name is required',
    cityRequired: 'City is required',
    stateRequired: 'State is required',
    pincodeRequired: 'Pincode is required',
    pincodeInvalid: 'Invalid pincode format',
    typeRequired: 'Address type is required',
    typeInvalid: 'Invalid address type',
  },
  checkout: {
    deliveryAddressRequired: 'Delivery Address is required',
    loginToProceed: 'Login to proceed',
    selectAddress: 'Select a delivery address to proceed',
    codPlaced: 'Order Placed Successfully',
    accountPlaced: 'Order placed on your account',
  },
  profile: {
    updated: 'User Details Updated Successfully',
    updateFailed: 'Error updating user details',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneRequired: 'Phone number is required',
    phoneDigits: 'Phone number must contain only digits',
    phoneMin: 'Phone number must be at least 10 digits',
    currentPasswordRequired: 'Enter your current password to change your email address or phone number',
    currentPasswordWrong: 'Your current password is not correct',
  },
  logout: { success: 'Logged out' },
  login: {
    success: 'Login Successful',
    INVALID_PHONENUMBER: 'Invalid Credentials: Phone Number not valid',
    INVALID_PASSWORD: 'Invalid Credentials: Password not correct',
    INVALID_COUNTRYCODE: 'Invalid Country Code. Please check again!',
    other: 'Something Went Wrong. Please try again.',
    countryCodeRequired: 'Country Code is required',
    phoneRequired: 'Phone Number is required',
    phoneInvalid: 'Enter a valid phone number',
    passwordRequired: 'Password is required',
  },
  register: {
    SUCCESS: 'User Registered Successfully',
    PHONE_NUMBER_ALREADY_EXIST: 'User already exists with this Phone Number',
    EMAIL_ALREADY_EXIST: 'User already exists with this Email ID',
    other: 'Something went wrong. Please try again.',
    exception: 'An unexpected error occurred',
    nameRequired: 'Name is required',
    emailRequired: 'Email Address is required',
    emailInvalid: 'Invalid email address',
    passwordMin: 'Password must be at least 6 characters',
  },
  reset: {
    success: 'Password reset successfully',
    failed: 'Something went wrong',
    mismatch: 'Passwords do not match',
    noTokenTitle: 'Oops! Access Denied',
    noTokenText: 'Please make a forgot password request to access this page.',
  },
  forgot: {
    success: 'Reset Password Link Sent Successfully',
    failed: 'Something went wrong',
    required: 'Please fill the required field',
  },
  contact: {
    success: 'Your message has been sent successfully!',
    failed: 'There was an error sending your message. Please try again later.',
    sending: 'Sending...',
    nameRequired: 'Name is required',
    phoneRequired: 'Phone number is required',
    phoneDigits: 'Phone number must be 10 digits',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
  },
  search: { noResults: 'No products found.' },
  orders: { empty: 'No orders found' },
  shipping: {
    lotUnknown: (code: string, lot: string) => `Code ${code}: lot ${lot} is not in stock at the warehouse`,
    lotShort: (code: string, lot: string, available: number) => `Code ${code}: lot ${lot} holds only ${available} for this order`,
    lotTooShort: (code: string, lot: string, expiry: string, minimum: string) =>
      `Code ${code}: lot ${lot} expires in ${expiry}, short of the buyer's minimum shelf life (${minimum})`,
  },
  blog: {
    emptyTitle: 'Feature coming soon',
    emptyText: 'Hold on, We have not publish any blog yet',
    emptyListing: 'Something went wrong. Please try again later',
  },
  error: { title: 'Oops! Something went wrong', home: 'Go to homepage' },
  payment: {
    notConfigured: 'Online payment is not configured',
    /** What a buyer reads when online payment cannot be used (the API's 503 speaks to developers). */
    unavailable: 'Online payment is not available at the moment. Please pay on delivery instead.',
    verified: 'Payment verified successfully',
    verifyFailed: 'Payment verification failed',
  },
  loading: 'Loading....',
} as const

/** What a buyer reads when a code cannot be ordered in the quantity asked: "Only 3 of NS 3512 are available." */
export function onlyAvailable(code: string, available: number): string {
  if (available <= 0) return `None of ${code} is available.`
  return `Only ${available} of ${code} ${available === 1 ? 'is' : 'are'} available.`
}
