import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../site/index.ts';

/** Links may lead to our own routes, the web, mail or phone; anything else stays text. */
const SAFE_HREF = /^(\/(?!\/)|https:\/\/|mailto:|tel:|#)/i;

/**
 * Markdown → HTML for the site-info pages. The texts are ours, but the HTML goes straight into
 * the page, so raw HTML in a text is shown escaped and only safe link targets become links.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link): string {
      const text = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return text;
      const external = /^https:\/\//i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
  },
});

/** A page text split into its `# Title` line and the rest. */
export interface PageSource {
  title: string;
  body: string;
}

export function splitTitle(source: string): PageSource {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^#[ \t]+(.+?)[ \t#]*\n/.exec(`${text}\n`);
  if (!match) return { title: '', body: text };
  return { title: match[1]!.trim(), body: text.slice(match[0].length) };
}

/** `{{name}}` → its value; an unknown name is left as it is, for the tests to find. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));
}

export function renderMarkdown(body: string): string {
  return markdown.parse(body) as string;
}
