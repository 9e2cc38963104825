/** Puts the test's document at a site path, as the island's page would be (screens read the path). */
export const at = (path: string): void => {
  window.history.replaceState(null, '', path);
};
