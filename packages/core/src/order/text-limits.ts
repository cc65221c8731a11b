/** Longest instructions for the driver a recipient may give (characters). */
export const INSTRUCTIONS_MAX_LENGTH = 500;
/** Longest feedback comment (characters). */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
