"""The Gradio app: ask about the topic, AskPDF, the topic's papers, the library, settings.

Nothing of retrieval or answering lives here: the app calls ``assistant`` and
``ingest`` and only turns their results into pages.
"""
