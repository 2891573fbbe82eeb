"""paperchat's core: settings, records, embeddings, the store, retrieval, answering and the CLI.

Nothing here imports ``ingest`` or ``ui``; those packages plug their commands in
through the ``paperchat.plugins`` entry point (see ``assistant.plugins``).
"""
