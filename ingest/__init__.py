"""Turning files into papers and chunks: readers, chunking and the ingest pipeline."""
