// The API's messages a shopper sees, in English: exactly the texts the services send
// (docs/product.md#messages). Keyed by error code, `CODE/what` where one code has several
// messages; `{name}` marks a part that varies (a number, a product name, a date). The
// Japanese and Bangla tables (ja.ts, bn.ts) have the same keys and placeholders
// (i18n.test.ts). Staff-only (admin) routes stay English.

export const en = {
  errors: {
    // Any route (lib/error-handler.ts, lib/http-error.ts).
    BAD_REQUEST: 'Invalid request data',
    VALIDATION_ERROR: 'Invalid request data',
    UNAUTHORIZED: 'Invalid credentials or session expired',
    FORBIDDEN: 'Access forbidden',
    NOT_FOUND: 'Service not found',
    METHOD_NOT_ALLOWED: 'Method not allowed',
    NOT_ACCEPTABLE: 'Not acceptable',
    REQUEST_TIMEOUT: 'Request timed out',
    CONFLICT: 'Conflict',
    PAYLOAD_TOO_LARGE: 'Request body is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported Content-Type; send application/json',
    UNPROCESSABLE: 'Validation error',
    RATE_LIMITED: 'Too many requests. Please try again later',
    INTERNAL: 'Server error. Please try again later',
    CLIENT_ERROR: 'Client error occurred',
    SERVICE_UNAVAILABLE: 'Service temporarily unavailable',
    INVALID_JSON: 'Request body is not valid JSON',
    'INVALID_JSON/empty': 'Request body is empty but Content-Type is application/json',

    // Sign-in, registration, profile (auth, users).
    'BAD_REQUEST/emailRequired': 'Email is required',
    'BAD_REQUEST/emailInvalid': 'Please enter a valid email address',
    'BAD_REQUEST/trackContact':
      'Give the e-mail address or the mobile number the order was placed with',
    'BAD_REQUEST/loginEmailInvalid': 'Please enter a valid email',
    'BAD_REQUEST/otpShape': 'Please enter a valid 6-digit OTP',
    'BAD_REQUEST/firstNameRequired': 'First name is required',
    'BAD_REQUEST/lastNameRequired': 'Last name is required',
    'BAD_REQUEST/namesTooLong': 'Names must be at most {count} characters',
    'BAD_REQUEST/firstNameTooLong': 'First name must be at most {count} characters',
    'BAD_REQUEST/lastNameTooLong': 'Last name must be at most {count} characters',
    'BAD_REQUEST/passwordShort': 'Password must be at least {count} characters',
    'BAD_REQUEST/passwordCommon':
      'This password is too common or has appeared in a data breach. Please choose another.',
    'BAD_REQUEST/passwordWeak':
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    'BAD_REQUEST/phoneInvalid': 'Please enter a valid phone number',
    INVALID_OTP: 'Invalid OTP. Please try again.',
    OTP_EXPIRED: 'This code has expired. Please request a new one.',
    OTP_LOCKED: 'Too many wrong codes. Please request a new one.',
    NO_SIGN_IN: 'No sign-in is in progress. Please enter your e-mail again.',
    MAIL_FAILED: 'Failed to send OTP. Please try again.',
    INVALID_CREDENTIALS: 'Invalid email or password',

    // Catalog and the PC Builder's saved builds.
    PRODUCT_NOT_FOUND: 'Product not found',
    'PRODUCT_NOT_FOUND/id': 'Product not found: {id}',
    // Back in stock (stock-alerts).
    PRODUCT_IN_STOCK: '{name} is in stock: add it to your cart',
    STOCK_ALERT_LIMIT:
      'This address has asked for too many back-in-stock mails today; try again tomorrow',
    STOCK_ALERT_LINK_INVALID: 'This unsubscribe link is not valid',
    CATEGORY_NOT_FOUND: 'Category not found',
    IMAGE_NOT_FOUND: 'Image not found',
    QUERY_TOO_LONG: 'querystring/q must be at most {count} characters',
    'BAD_REQUEST/priceRange': 'querystring/minPrice must not be greater than maxPrice',
    'BAD_REQUEST/specFilter': 'querystring/{param} is not a specification filter',
    'BAD_REQUEST/specFilterOfCategory':
      'querystring/{param} is not a specification filter of category {category}',
    'BAD_REQUEST/specValue': "querystring/{param} '{value}' is not a value of this filter",
    BUILD_NOT_FOUND: 'Build not found',
    BUILD_NAME_REQUIRED: 'Please give the build a name',
    BUILD_LIMIT: 'You can keep at most {count} saved builds. Delete one to save another.',
    WISHLIST_FULL: 'Your wishlist holds at most {count} products. Remove one to add another.',
    UNKNOWN_PART: 'No product {id} for the {slot} slot',
    WRONG_SLOT: 'Product {id} is not a part for the {slot} slot',

    // Shipping, addresses, delivery choices.
    SHIPPING_INCOMPLETE: 'Please fill in all required shipping information',
    INVALID_EMAIL: 'Please enter a valid email address',
    INVALID_PHONE: 'Please enter a valid phone number',
    INVALID_MOBILE: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
    INVALID_POSTCODE: 'Enter the postcode as NNN-NNNN',
    'INVALID_POSTCODE/bd': 'A Bangladeshi postcode has 4 digits',
    UNKNOWN_POSTCODE: 'There is no postcode {postcode} in Japan',
    POSTCODE_MISMATCH: 'Postcode {postcode} is in {found}, not in {prefecture}',
    POSTCODE_NOT_FOUND:
      "Postcode {postcode} is not in Japan Post's list: enter the address by hand",
    UNSUPPORTED_COUNTRY: 'We ship to {countries} and {last} only',
    UNKNOWN_PREFECTURE: 'Unknown prefecture; expected one of the 47 in English',
    'UNKNOWN_PREFECTURE/choose': 'Choose one of the 47 prefectures',
    'UNKNOWN_AREA/division': 'Choose one of the 8 divisions',
    'UNKNOWN_AREA/district': 'Choose a district of the chosen division',
    'UNKNOWN_AREA/upazila': 'Choose an upazila or thana of the chosen district',
    'NOT_FOUND/areas': 'Areas are listed for Bangladesh (bd) only',
    PICKUP_BANGLADESH_ONLY: 'Pickup is at the Dhaka showroom, for Bangladesh only',
    'PICKUP_BANGLADESH_ONLY/choose': 'Pickup is at the Dhaka showroom: choose Bangladesh',
    INVALID_DELIVERY: "Choose 'ship' or 'pickup'",
    'INVALID_DELIVERY/dateShape': 'Enter the date as YYYY-MM-DD',
    'INVALID_DELIVERY/dateJapanOnly': 'A delivery date can be chosen for Japan only',
    'INVALID_DELIVERY/slotJapanOnly': 'A time slot can be chosen for Japan only',
    DELIVERY_DATE_UNAVAILABLE: 'Choose a delivery date from {first} to {last}',
    'DELIVERY_DATE_UNAVAILABLE/closed':
      'Parcels are not delivered on Sundays or public holidays: choose another day',
    DELIVERY_SLOT_UNAVAILABLE: 'Choose one of the time slots: {slots}',
    ADDRESS_NOT_FOUND: 'Address not found',
    ADDRESS_LIMIT: 'You can keep at most {count} addresses: delete one first',

    // Cart, coupons, checkout, orders and payments.
    'VALIDATION_ERROR/cartEmpty': 'Your cart is empty',
    ORDER_NOT_FOUND: 'Order not found',
    ORDER_NOT_CANCELLABLE:
      'This order can no longer be cancelled: it is already being packed or on its way',
    'REFUND_FAILED/cancel':
      'The payment could not be refunded, so the order was not cancelled. Please try again.',
    ORDER_CHANGED: 'The order was changed by someone else; reload it and try again',
    OUT_OF_STOCK: '{name} is out of stock',
    'OUT_OF_STOCK/few': 'Only {count} of {name} left in stock',
    'COUPON_INVALID/invalid': 'Invalid coupon code',
    'COUPON_INVALID/notStarted': 'This coupon is not active yet',
    'COUPON_INVALID/expired': 'This coupon has expired',
    'COUPON_INVALID/usedUp': 'This coupon has reached its usage limit',
    'COUPON_INVALID/perUser': 'You have already used this coupon',
    'COUPON_INVALID/minSpend': 'This coupon needs a product total of at least {amount}',
    'COUPON/applied': 'Coupon applied',
    'VALIDATION_ERROR/couponCart':
      "Send the cart's items (or its subtotal) to check a coupon against it",
    COD_LIMIT_EXCEEDED:
      'Cash on delivery is available for orders up to {limit}; this order comes to {total}. Please choose another payment method.',
    CARD_FIELDS_NOT_ALLOWED: 'Card details are not sent with {method}',
    CARD_FIELDS_NOT_ACCEPTED:
      'Card details are entered in the secure card form and never sent to the shop: send only { "method": "card" }',
    PAYMENT_METHOD_UNAVAILABLE:
      '{method} is not offered for orders to {country} paid in {currency}',
    PAYMENT_INCOMPLETE: 'Please fill in all payment information',
    INVALID_CARD_NUMBER: 'Card number is invalid',
    INVALID_CARD_EXPIRY: 'Expiry date must be MM/YY',
    CARD_EXPIRED: 'Card has expired',
    INVALID_CVV: 'CVV must be 3 or 4 digits',
    CARD_DECLINED: 'Your card was declined. Please use another card.',
    PAYMENT_FAILED: 'The payment could not be processed. Please try again.',
    'PAYMENT_FAILED/start':
      'The payment could not be started. Please try again or choose another payment method.',
    IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used with a different request',
    IDEMPOTENCY_KEY_IN_PROGRESS: 'A request with this Idempotency-Key is still being processed',

    // Buyers' reviews (reviews).
    REVIEW_NOT_ALLOWED: 'Only shoppers who received this product can review it',
    REVIEW_EXISTS: 'You have already reviewed this product; edit your review instead',
    REVIEW_NOT_FOUND: 'Review not found',
    OWN_REVIEW: 'You cannot mark your own review helpful',
    ALREADY_VOTED: 'You have already marked this review helpful',
  },

  // Beside a form's field (error.fields), from the request schemas
  // (lib/validation-message.ts).
  fields: {
    required: 'Fill this in',
    notAllowed: 'This field is not accepted here',
    wholeNumber: 'Enter a whole number',
    text: 'Enter some text',
    kind: 'This value is not of the right kind',
    minLength: 'Use at least {limit} characters',
    maxLength: 'Use at most {limit} characters',
    minimum: 'Enter {limit} or more',
    maximum: 'Enter {limit} or less',
    pattern: 'Use {form}',
    form: 'This is not in the expected form',
    date: 'Enter a valid date',
    email: 'Enter a valid e-mail address',
    minItems: 'Add at least {limit}',
    maxItems: 'Add at most {limit}',
    choice: 'Choose one of the offered values',
  },

  // Words that fill a placeholder: countries, payment methods, why a payment ended.
  terms: {
    Bangladesh: 'Bangladesh',
    Japan: 'Japan',
    'United States': 'United States',
    Canada: 'Canada',
    'United Kingdom': 'United Kingdom',
    Card: 'Card',
    card: 'card',
    'Cash on delivery': 'Cash on delivery',
    bKash: 'bKash',
    'Konbini (convenience store)': 'Konbini (convenience store)',
    'Payment was not completed in time': 'Payment was not completed in time',
    'The payment was declined': 'The payment was declined',
    'The payment was cancelled': 'The payment was cancelled',
    'The payment could not be completed': 'The payment could not be completed',
    'The payment was not completed': 'The payment was not completed',
    'Refunded at the payment provider': 'Refunded at the payment provider',
  },
} as const;

export type MessageTable = {
  [Part in keyof typeof en]: { readonly [Key in keyof (typeof en)[Part]]: string };
};
