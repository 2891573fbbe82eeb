"""The app's CSS and its one script. Both are inline strings: nothing loads from a CDN.

The script does two things the Gradio components cannot: clicking a citation ``[n]``
scrolls its source card into view, and a card's buttons (``data-pc-action``) send
"action|paper id" through a hidden textbox and button to the Python side.
"""

CSS = """
.pc-hidden { display: none !important; }
.pc-mode { font-size: 0.95em; opacity: 0.85; }
.pc-cards, .pc-papers { display: flex; flex-direction: column; gap: 10px; }
.pc-card, .pc-paper { border: 1px solid var(--border-color-primary); border-radius: 8px; padding: 10px 12px; }
.pc-card.pc-cited { border-left: 4px solid var(--color-accent); }
.pc-card.pc-flash { outline: 3px solid var(--color-accent); transition: outline 0.3s; }
.pc-title { font-weight: 600; }
.pc-num { font-weight: 700; color: var(--color-accent); }
.pc-meta { font-size: 0.88em; opacity: 0.8; }
.pc-tags { margin: 4px 0; }
.pc-tag { display: inline-block; font-size: 0.8em; padding: 1px 8px; margin: 2px 4px 2px 0;
          border-radius: 10px; background: var(--background-fill-secondary); }
.pc-quote { margin: 6px 0; padding-left: 8px; border-left: 3px solid var(--border-color-primary); font-size: 0.92em; }
.pc-actions { display: flex; gap: 8px; margin-top: 6px; }
.pc-btn { font-size: 0.85em; padding: 2px 10px; border-radius: 6px; border: 1px solid var(--border-color-primary);
          background: var(--button-secondary-background-fill); cursor: pointer; }
.pc-error { color: var(--error-text-color, #b91c1c); font-weight: 600; }
.pc-momentum .pc-weeks { width: 100%; height: 140px; }
.pc-momentum .pc-weeks rect { fill: var(--color-accent); }
.pc-momentum .pc-weeks text { font-size: 11px; fill: currentColor; }
.pc-empty { opacity: 0.7; font-style: italic; }
"""

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
        card.scrollIntoView({ behavior: 'smooth', block: 'center' });
        card.classList.add('pc-flash');
        setTimeout(() => card.classList.remove('pc-flash'), 1500);
      }
    }
  }, true);
}
"""
