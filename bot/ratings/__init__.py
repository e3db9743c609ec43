"""People's ratings and figures as the store, the service and the commands know them: the
OpenSkill scale (``skill``) and the typed values of the leaderboards and ``/stats``
(``standings``), for any game (Samarkand's board study, which ``/stats`` sets beside them, is
in its package: ``bot.games.samarkand.board_study``)."""
