"""The two ways a person uses paperchat: the terminal (``ui.cli``, the composition root) and the browser (the Gradio app).

Nothing of retrieval or answering lives here: both call ``assistant`` and ``ingest``
and only turn their results into text or pages.
"""
