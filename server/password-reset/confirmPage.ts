import { appMessages } from '../../i18n/app-id';

const R = appMessages.auth.reset;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The page an e-mailed reset link opens: a button that posts the token back. Opening the link
 * (a mail scanner, a chat's link preview, a HEAD) changes nothing; only the button does. Plain
 * HTML, so it works before the app loads and without script.
 */
export const confirmPage = (action: string, token: string): string => `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(R.confirmTitle)}</title>
<style>
body { font-family: system-ui, sans-serif; display: flex; justify-content: center; padding: 48px 16px; }
main { max-width: 420px; }
button { font-size: 1rem; padding: 10px 20px; cursor: pointer; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(R.confirmTitle)}</h1>
<p>${escapeHtml(R.confirmText)}</p>
<form method="post" action="${escapeHtml(action)}" enctype="multipart/form-data">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(R.confirmButton)}</button>
</form>
</main>
</body>
</html>
`;
