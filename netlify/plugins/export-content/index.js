// Netlify build plugin: before the build command runs, export the site's public content from
// Netlify Blobs to .content/public-content.json, which `astro build` prerenders from.
// @netlify/build gives plugins the blobs context (NETLIFY_BLOBS_CONTEXT); the build command has none.
export const onPreBuild = async ({ constants, utils }) => {
  if (!process.env.NETLIFY_BLOBS_CONTEXT && constants.SITE_ID && constants.NETLIFY_API_TOKEN) {
    const context = {
      apiURL: `https://${constants.NETLIFY_API_HOST ?? 'api.netlify.com'}`,
      siteID: constants.SITE_ID,
      token: constants.NETLIFY_API_TOKEN,
    };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  }
  try {
    const { exportContent } = await import('#shared/publish/content-export.ts');
    await exportContent();
  } catch (error) {
    utils.build.failBuild('Could not export the site content from Netlify Blobs', { error });
  }
};
