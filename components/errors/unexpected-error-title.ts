/** The spec's title of the router fallback screen. */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';
