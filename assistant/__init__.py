"""paperchat's core: settings, records, embeddings, the store, retrieval, abstention, citations and answering.

Nothing here imports ``ingest`` or ``ui``: dependencies point one way
(``ui -> ingest -> assistant``, ``ui -> assistant``). The CLI lives in ``ui.cli``.
"""
