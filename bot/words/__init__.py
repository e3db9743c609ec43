"""Words: the catalogues and plural rules (i18n), the game told in sentences (narrate), hands and
figures as text (textboard), the words drawn on images, and parsing what players type."""
