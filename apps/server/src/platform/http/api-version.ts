/**
 * The API's version: the document's info.version. The packages' versions and CHANGELOG.md's newest entry say the
 * same number (api-version.test.ts holds them together).
 */
export const API_VERSION = '2.1.0';
