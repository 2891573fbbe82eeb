"""The app's font, CSS and its one script. Nothing loads from a CDN.

The font: Gradio's default theme declares Source Sans Pro at weights 400 and 600, and
the 600 file it ships is a 5 KB subset holding little more than "A" and "B", so bold text
was drawn in the fallback font with Source Sans capitals A and B among it. The app
serves one complete family itself (``ui/static/fonts``, regular and bold, OFL) for every
weight.

The script does what the Gradio components cannot: clicking a citation ``[n]`` scrolls
its source card into view (opening the "more sources" fold when the card is in it), a
card's buttons (``data-pc-action``) send "action|paper id" through a hidden textbox and
button to the Python side, and the Papers page has the topic page's keys (J/K or arrows
move between papers, Enter opens AskPDF, "/" focuses the search).
"""

from __future__ import annotations

from pathlib import Path

import gradio as gr

FONTS = Path(__file__).resolve().parent / "static" / "fonts"
FONT = "paperchat sans"
FONT_STACK = [FONT, "ui-sans-serif", "system-ui", "sans-serif"]
MONO_STACK = ["ui-monospace", "DejaVu Sans Mono", "Consolas", "monospace"]


def _font_face(file: str, weights: str) -> str:
    # A relative URL: the style sits in the page, so it resolves against the app's own address.
    return (
        f"@font-face {{ font-family: '{FONT}'; src: url('gradio_api/file={FONTS / file}') format('woff2');"
        f" font-weight: {weights}; font-style: normal; font-display: swap; }}\n"
    )


def theme() -> gr.themes.Base:
    """Gradio's default look with the app's own font for every weight (no subset font files)."""
    return gr.themes.Default(font=FONT_STACK, font_mono=MONO_STACK)


CSS = (
    _font_face("SourceSansPro-Regular.woff2", "100 549")
    + _font_face("SourceSansPro-Bold.woff2", "550 900")
    + """
body, .gradio-container { font-family: var(--font); }
.pc-hidden { display: none !important; }
.pc-mode { font-size: 0.95em; opacity: 0.85; }
.pc-cards, .pc-papers { display: flex; flex-direction: column; gap: 10px; }
.pc-card, .pc-paper { border: 1px solid var(--border-color-primary); border-radius: 8px; padding: 10px 12px;
                      overflow-wrap: anywhere; }
.pc-card.pc-cited { border-left: 4px solid var(--color-accent); }
.pc-card.pc-flash { outline: 3px solid var(--color-accent); transition: outline 0.3s; }
.pc-paper:focus, .pc-paper:focus-visible { outline: 3px solid var(--color-accent); outline-offset: 1px; }
.pc-title { font-weight: 700; }
.pc-num { font-weight: 700; color: var(--color-accent); }
.pc-meta { font-size: 0.88em; opacity: 0.8; }
.pc-tags { margin: 4px 0; }
.pc-tag { display: inline-block; font-size: 0.8em; padding: 1px 8px; margin: 2px 4px 2px 0;
          border-radius: 10px; background: var(--background-fill-secondary); }
.pc-quote { margin: 6px 0; padding-left: 8px; border-left: 3px solid var(--border-color-primary); font-size: 0.92em; }
.pc-quote mark { background: #ffe066; color: #111; }
.pc-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 6px; }
.pc-btn { font-size: 0.85em; padding: 2px 10px; border-radius: 6px; border: 1px solid var(--border-color-primary);
          background: var(--button-secondary-background-fill); color: var(--body-text-color); cursor: pointer; }
.pc-btn:focus-visible { outline: 2px solid var(--color-accent); }
.pc-error { color: var(--error-text-color, #b91c1c); font-weight: 700; }
.pc-empty { opacity: 0.75; font-style: italic; }
.pc-more > summary { cursor: pointer; margin: 8px 0; font-weight: 700; }
.pc-closest { margin: 6px 0 0 0; padding-left: 1.4em; }
.pc-closest li { margin: 4px 0; overflow-wrap: anywhere; }
.pc-keys { font-size: 0.85em; opacity: 0.8; }
.pc-keys kbd { border: 1px solid var(--border-color-primary); border-radius: 4px; padding: 0 4px; font-family: inherit; }
.pc-chat .icon-button-wrapper.top-panel { position: static; justify-content: flex-end; margin: 4px 4px 0 auto; width: fit-content; }
.pc-chat table { display: block; overflow-x: auto; max-width: 100%; border-collapse: collapse; }
.pc-chat th, .pc-chat td { border: 1px solid var(--border-color-primary); padding: 4px 6px; vertical-align: top; }
.pc-momentum .pc-weeks { width: 100%; height: auto; max-height: 220px; display: block; }
.pc-momentum .pc-bar { fill: var(--color-accent); }
.pc-momentum .pc-bar:hover { opacity: 0.7; }
.pc-momentum .pc-window { fill: var(--color-accent); opacity: 0.12; }
.pc-momentum .pc-axis { stroke: currentColor; stroke-width: 1; opacity: 0.6; }
.pc-momentum .pc-grid { stroke: currentColor; stroke-width: 1; opacity: 0.15; }
.pc-momentum text { font-size: 11px; fill: currentColor; font-family: inherit; }
.pc-momentum .pc-value { font-size: 10px; }
.pc-results { width: 100%; border-collapse: collapse; table-layout: fixed; }
.pc-results th, .pc-results td { text-align: left; vertical-align: top; padding: 6px 8px; border: none;
                                 border-bottom: 1px solid var(--border-color-primary); overflow-wrap: anywhere; }
.pc-results .pc-failed { color: var(--error-text-color, #b91c1c); }
.pc-progress { display: flex; flex-direction: column; gap: 6px; }
.pc-progress progress { width: 100%; height: 12px; accent-color: var(--color-accent); }
.pc-confirm { border: 2px solid var(--error-border-color, #ef4444); border-radius: 8px; padding: 8px 12px; }
.pc-page-nav { align-items: center; }
.pc-page-info { font-size: 0.92em; }
#pc-pdf-page img { object-fit: contain; }
#pc-pdf-row.pc-wide { flex-direction: column !important; }
#pc-pdf-row.pc-wide > .column { width: 100% !important; max-width: 100% !important; }
#pc-pdf-row.pc-wide #pc-pdf-page, #pc-pdf-row.pc-wide #pc-pdf-page * { height: auto !important; max-height: none !important; }
#pc-pdf-row.pc-wide #pc-pdf-page img { width: 100% !important; }
@media (max-width: 820px) {
  .pc-results th:nth-child(2), .pc-results td:nth-child(2) { width: 4em; }
}
"""
)

# Runs once when the page loads (launch(js=...)); listeners sit on the document, so they
# also work for cards rendered later.
JS = """
() => {
  const send = (action, paper) => {
    const box = document.querySelector('#pc-action textarea, #pc-action input');
    const go = document.querySelector('#pc-action-go');
    if (!box || !go) return;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value').set;
    setter.call(box, action + '|' + paper + '|' + Date.now());
    box.dispatchEvent(new Event('input', { bubbles: true }));
    setTimeout(() => go.click(), 50);
  };
  document.addEventListener('click', (event) => {
    const button = event.target.closest('[data-pc-action]');
    if (button) {
      event.preventDefault();
      send(button.dataset.pcAction, button.dataset.pcPaper);
      return;
    }
    const cite = event.target.closest('a[href^="#pc-src-"]');
    if (cite) {
      event.preventDefault();
      event.stopPropagation();
      const card = document.getElementById(cite.getAttribute('href').slice(1));
      if (card) {
        const fold = card.closest('details');
        if (fold) fold.open = true;
        card.scrollIntoView({ behavior: 'smooth', block: 'center' });
        card.classList.add('pc-flash');
        setTimeout(() => card.classList.remove('pc-flash'), 1500);
      }
    }
  }, true);
  const typing = (el) => el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
  const visible = (el) => el && el.offsetParent !== null;
  document.addEventListener('keydown', (event) => {
    const list = document.getElementById('pc-papers');
    if (!visible(list) || event.ctrlKey || event.metaKey || event.altKey) return;
    const active = document.activeElement;
    if (event.key === '/' && !typing(active)) {
      const search = document.querySelector('#pc-search textarea, #pc-search input');
      if (search) { event.preventDefault(); search.focus(); }
      return;
    }
    if (typing(active)) return;
    const papers = Array.from(list.querySelectorAll('.pc-paper'));
    if (!papers.length) return;
    const current = active ? active.closest('.pc-paper') : null;
    const at = papers.indexOf(current);
    const onCard = at >= 0;
    let next = null;
    if (event.key === 'j' || event.key === 'J' || (onCard && event.key === 'ArrowDown')) next = at + 1;
    if (event.key === 'k' || event.key === 'K' || (onCard && event.key === 'ArrowUp')) next = at < 0 ? 0 : at - 1;
    if (next !== null) {
      event.preventDefault();
      const target = papers[Math.max(0, Math.min(papers.length - 1, next))];
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (event.key === 'Enter' && onCard && active === current) {
      const open = current.querySelector('[data-pc-action=askpdf]');
      if (open) { event.preventDefault(); open.click(); }
    }
  });
}
"""
