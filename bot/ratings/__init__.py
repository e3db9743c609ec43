"""People's ratings and figures as the store, the service and the commands know them: the
OpenSkill scale (``skill``), the typed values of the leaderboards and ``/stats``
(``standings``), and the board study's figures they are set beside (``board_study``)."""
