"""Pure card rendering: a card code, a tradition and a colour scheme -> text and style."""
