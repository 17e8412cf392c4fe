/**
 * The one e-mail layout: a brand header (logo image and name), a heading, paragraphs, a button
 * and plain links, as table-based HTML with inline styles (what mail clients render), plus the
 * matching plain-text part. Every string is escaped here, so templates and user data (names,
 * addresses) can never inject markup.
 */
export interface MailBrandLook {
  name: string;
  /** Absolute URL of a PNG logo (mail clients block data: images and SVG). */
  logoUrl: string;
  colors: { primary: string; primaryContrast: string; bg: string; surface: string; text: string; textMuted: string; border: string };
}

export interface MailContent {
  /** BCP 47 tag for the `lang` attribute. */
  lang: string;
  title: string;
  heading: string;
  paragraphs: string[];
  /** The main action; `hint` is the line before its bare address, for clients that do not make the button clickable. */
  button?: { label: string; url: string; hint?: string };
  /** Further links under the button, each with a line of explanation before it. */
  links?: { text: string; label: string; url: string }[];
  /** Small print at the bottom (why you got this mail). */
  footer: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMailHtml(look: MailBrandLook, content: MailContent): string {
  const c = look.colors;
  const e = escapeHtml;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${e(c.text)}">${e(p)}</p>`)
    .join('');
  const button = content.button
    ? `<p style="margin:24px 0"><a href="${e(content.button.url)}" style="display:inline-block;padding:14px 28px;border-radius:24px;background:${e(c.primary)};color:${e(c.primaryContrast)};font-size:16px;font-weight:bold;text-decoration:none">${e(content.button.label)}</a></p>` +
      (content.button.hint ? linkParagraph(content.button.hint, content.button.url, content.button.url) : '')
    : '';
  function linkParagraph(text: string, label: string, url: string): string {
    return `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${e(c.textMuted)}">${e(text)} <a href="${e(url)}" style="color:${e(c.primary)}">${e(label)}</a></p>`;
  }
  const links = (content.links ?? []).map((l) => linkParagraph(l.text, l.label, l.url)).join('');
  return `<!doctype html>
<html lang="${e(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(content.title)}</title></head>
<body style="margin:0;padding:0;background:${e(c.bg)};font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${e(c.bg)}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${e(c.surface)};border:1px solid ${e(c.border)};border-radius:12px">
<tr><td style="padding:24px 24px 8px"><img src="${e(look.logoUrl)}" width="40" height="40" alt="" style="vertical-align:middle;border-radius:8px"> <span style="vertical-align:middle;font-size:20px;font-weight:bold;color:${e(c.primary)}">${e(look.name)}</span></td></tr>
<tr><td style="padding:8px 24px 24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${e(c.text)}">${e(content.heading)}</h1>
${paragraphs}${button}${links}
<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:${e(c.textMuted)}">${e(content.footer)}</p>
</td></tr></table></td></tr></table>
</body></html>
`;
}

/**
 * The plain-text part: each address once, alone on its line after what it does, so a text
 * client can open it whole (the HTML's bare-address hint would only repeat the button's).
 */
export function renderMailText(look: Pick<MailBrandLook, 'name'>, content: MailContent): string {
  const lines = [look.name, '', content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.button) lines.push(`${content.button.label}:`, content.button.url, '');
  for (const l of content.links ?? []) lines.push(`${l.text} ${l.label}:`, l.url, '');
  lines.push('--', content.footer, '');
  return lines.join('\n');
}
