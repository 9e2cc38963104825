/** The family page's address. Its own module so the public forms can link to it without the family page's texts. */
export const MY_PATH = '/my';
