/**
 * The viewport width at which the modal becomes a phone's bottom sheet: the one place the skin
 * decides it is on a phone. modalRecipe's media queries and {@link usePhoneLayout} both read it.
 */
export const PHONE_QUERY = '(max-width: 430px)'
