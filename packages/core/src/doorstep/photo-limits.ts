/** Largest doorstep photo the service takes, in bytes (413 beyond); the page refuses a bigger one before sending. */
export const DOORSTEP_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
