-- Upgrade fixture: release 4716031 (the release before a shorter turn_hours marked its spans in the stopped column: the sale offers whose holders are not told yet (20)).
-- Written by that release's own service layer; schema version 20, game-state format 3.
-- Rebuild with: python tests/support/upgrade_fixtures.py --release 4716031
-- Games (id: status: what it shows):
--   1: lobby: lobby: two players seated, not started
--   2: playing: open discard (a pending discard holds the game)
--   3: playing: open private sale offer (format 2: it holds nothing up)
--   4: playing: sales at once: a pending sale offer holds the game (settings sales=at_once)
--   5: playing: standing orders of seat of user 202: sell card 1, keep card 2
--   6: playing: computer seat (greedy) in play
--   7: playing: paused by host (host_paused = 1, pause_reason '', paused_at set)
--   8: playing: replaced seat: user 203's seat played by a computer (greedy)
--   9: playing: channel lost (pause_reason 'channel:missing access', paused_at set)
--   10: playing: paused by host, then channel lost (host_paused = 1 and pause_reason 'channel:missing access')
--   11: playing: seat on vacation: user 205 (players.prefs vacations) for 5 days
--   12: playing: departed player: user 202 left the server (seat marked left, played by a computer)
--   13: aborted: aborted while in play
--   14: over: finished: 3 random players played to the end (seed 101)
--   15: over: finished: 4 random players played to the end (seed 102)
--   16: over: finished: 5 random players played to the end (seed 103)
--   17: playing: timed out: a stand-in owes the late seat's move (standin 'seat:turn', computer_due 1)
--   18: playing: timed out under timeout=replace: a computer took the late seat for good
--   19: playing: reminded after 7 hours: reminded_at set, the open sale offer's clock reminded (offer_clocks)
--   20: playing: paused by host while user 205 is on vacation (paused_at and a vacation overlap)
--   21: playing: after 5 hours of the bot's downtime: waiting_since moved forward and clock_note owes the outage with the next reminder (as in every game then running)
PRAGMA user_version=20;
BEGIN TRANSACTION;
CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
INSERT INTO "actions" VALUES(2,1,0,'m1','player',1767225960.0);
INSERT INTO "actions" VALUES(3,1,0,'m5','player',1767226260.0);
INSERT INTO "actions" VALUES(3,2,0,'d4.26','player',1767226320.0);
INSERT INTO "actions" VALUES(3,3,1,'m9','player',1767226380.0);
INSERT INTO "actions" VALUES(3,4,1,'d12','player',1767226440.0);
INSERT INTO "actions" VALUES(3,5,2,'m6','player',1767226500.0);
INSERT INTO "actions" VALUES(3,6,2,'d8.11','player',1767226560.0);
INSERT INTO "actions" VALUES(3,7,0,'e5.12.5','player',1767226620.0);
INSERT INTO "actions" VALUES(3,8,1,'m1','player',1767226680.0);
INSERT INTO "actions" VALUES(3,9,1,'d2.29','player',1767226740.0);
INSERT INTO "actions" VALUES(3,10,2,'e6.27','player',1767226800.0);
INSERT INTO "actions" VALUES(3,11,0,'e5.19.20','player',1767226860.0);
INSERT INTO "actions" VALUES(3,12,1,'e9.90','player',1767226920.0);
INSERT INTO "actions" VALUES(3,13,2,'m8','player',1767226980.0);
INSERT INTO "actions" VALUES(3,14,2,'d','player',1767227040.0);
INSERT INTO "actions" VALUES(3,15,0,'e5.4.26','player',1767227100.0);
INSERT INTO "actions" VALUES(3,16,1,'e1.21.22','player',1767227160.0);
INSERT INTO "actions" VALUES(3,17,2,'e8.74.73','player',1767227220.0);
INSERT INTO "actions" VALUES(3,18,0,'e5.25','player',1767227280.0);
INSERT INTO "actions" VALUES(3,19,1,'e9.85','player',1767227340.0);
INSERT INTO "actions" VALUES(3,20,2,'e8.72','player',1767227400.0);
INSERT INTO "actions" VALUES(3,21,0,'m6','player',1767227460.0);
INSERT INTO "actions" VALUES(3,22,0,'d9.25','player',1767227520.0);
INSERT INTO "actions" VALUES(3,23,1,'e9.84.98','player',1767227580.0);
INSERT INTO "actions" VALUES(3,24,2,'e8.76.83','player',1767227640.0);
INSERT INTO "actions" VALUES(3,25,0,'e6.26.33','player',1767227700.0);
INSERT INTO "actions" VALUES(3,26,1,'e9.78.79','player',1767227760.0);
INSERT INTO "actions" VALUES(3,27,2,'e8.79.89','player',1767227820.0);
INSERT INTO "actions" VALUES(4,1,0,'m3','player',1767228180.0);
INSERT INTO "actions" VALUES(4,2,0,'d27','player',1767228240.0);
INSERT INTO "actions" VALUES(4,3,1,'m7','player',1767228300.0);
INSERT INTO "actions" VALUES(4,4,1,'d1.32','player',1767228360.0);
INSERT INTO "actions" VALUES(4,5,2,'m4','player',1767228420.0);
INSERT INTO "actions" VALUES(4,6,2,'d23.28','player',1767228480.0);
INSERT INTO "actions" VALUES(4,7,0,'m4','player',1767228540.0);
INSERT INTO "actions" VALUES(4,8,0,'d13.14','player',1767228600.0);
INSERT INTO "actions" VALUES(4,9,1,'m8','player',1767228660.0);
INSERT INTO "actions" VALUES(4,10,1,'d15','player',1767228720.0);
INSERT INTO "actions" VALUES(4,11,2,'m9','player',1767228780.0);
INSERT INTO "actions" VALUES(4,12,2,'d25.29','player',1767228840.0);
INSERT INTO "actions" VALUES(4,13,0,'e4.99.92','player',1767228900.0);
INSERT INTO "actions" VALUES(4,14,1,'e8.74.78','player',1767228960.0);
INSERT INTO "actions" VALUES(4,15,2,'e4.94.87','player',1767229020.0);
INSERT INTO "actions" VALUES(4,16,0,'e3.81.82','player',1767229080.0);
INSERT INTO "actions" VALUES(4,17,1,'e8.77.85','player',1767229140.0);
INSERT INTO "actions" VALUES(4,18,2,'e4.86','player',1767229200.0);
INSERT INTO "actions" VALUES(4,19,0,'e3.87.94','player',1767229260.0);
INSERT INTO "actions" VALUES(4,20,1,'e8.61.53','player',1767229320.0);
INSERT INTO "actions" VALUES(5,1,0,'m1','player',1767229620.0);
INSERT INTO "actions" VALUES(5,2,0,'d11','player',1767229680.0);
INSERT INTO "actions" VALUES(5,3,1,'m0','player',1767229740.0);
INSERT INTO "actions" VALUES(5,4,1,'d13.16','player',1767229800.0);
INSERT INTO "actions" VALUES(5,5,2,'m2','player',1767229860.0);
INSERT INTO "actions" VALUES(5,6,2,'d32','player',1767229920.0);
INSERT INTO "actions" VALUES(5,7,0,'e1.21.29','player',1767229980.0);
INSERT INTO "actions" VALUES(5,8,1,'e0.15','player',1767230040.0);
INSERT INTO "actions" VALUES(5,9,2,'m1','player',1767230100.0);
INSERT INTO "actions" VALUES(5,10,2,'d1.25','player',1767230160.0);
INSERT INTO "actions" VALUES(5,11,0,'e1.14.35','player',1767230220.0);
INSERT INTO "actions" VALUES(5,12,1,'e0.7.9','player',1767230280.0);
INSERT INTO "actions" VALUES(6,1,0,'m8','computer',1767230580.0);
INSERT INTO "actions" VALUES(6,2,0,'d','computer',1767230640.0);
INSERT INTO "actions" VALUES(6,3,1,'m4','player',1767230700.0);
INSERT INTO "actions" VALUES(6,4,1,'d5','player',1767230760.0);
INSERT INTO "actions" VALUES(6,5,2,'m6','player',1767230820.0);
INSERT INTO "actions" VALUES(6,6,2,'d26.28','player',1767230880.0);
INSERT INTO "actions" VALUES(6,7,0,'e8.61','computer',1767230940.0);
INSERT INTO "actions" VALUES(6,8,0,'o20.0','computer',1767230940.0);
INSERT INTO "actions" VALUES(6,9,1,'m2','player',1767231000.0);
INSERT INTO "actions" VALUES(6,10,1,'d24.30','player',1767231060.0);
INSERT INTO "actions" VALUES(6,11,2,'m0','player',1767231120.0);
INSERT INTO "actions" VALUES(6,12,2,'d16','player',1767231180.0);
INSERT INTO "actions" VALUES(6,13,0,'e8.53.47','computer',1767231240.0);
INSERT INTO "actions" VALUES(6,14,1,'e4.99.92','player',1767231300.0);
INSERT INTO "actions" VALUES(6,15,2,'e0.1.15','player',1767231360.0);
INSERT INTO "actions" VALUES(6,16,0,'m6','computer',1767231420.0);
INSERT INTO "actions" VALUES(6,17,0,'d','computer',1767231480.0);
INSERT INTO "actions" VALUES(7,1,0,'m4','player',1767231780.0);
INSERT INTO "actions" VALUES(7,2,0,'d19.29','player',1767231840.0);
INSERT INTO "actions" VALUES(7,3,1,'m8','player',1767231900.0);
INSERT INTO "actions" VALUES(7,4,1,'d1','player',1767231960.0);
INSERT INTO "actions" VALUES(7,5,2,'m0','player',1767232020.0);
INSERT INTO "actions" VALUES(7,6,2,'d26','player',1767232080.0);
INSERT INTO "actions" VALUES(7,7,0,'m3','player',1767232140.0);
INSERT INTO "actions" VALUES(7,8,0,'d21.31','player',1767232200.0);
INSERT INTO "actions" VALUES(8,1,0,'m8','player',1767232560.0);
INSERT INTO "actions" VALUES(8,2,0,'d1.14','player',1767232620.0);
INSERT INTO "actions" VALUES(8,3,1,'m7','player',1767232680.0);
INSERT INTO "actions" VALUES(8,4,1,'d6.21','player',1767232740.0);
INSERT INTO "actions" VALUES(8,5,2,'m9','player',1767232800.0);
INSERT INTO "actions" VALUES(8,6,2,'d7.16','player',1767232860.0);
INSERT INTO "actions" VALUES(8,7,0,'e8.74.73','player',1767232920.0);
INSERT INTO "actions" VALUES(8,8,1,'m9','player',1767232980.0);
INSERT INTO "actions" VALUES(8,9,1,'d15','player',1767233100.0);
INSERT INTO "actions" VALUES(8,10,2,'e9.85.90','player',1767233160.0);
INSERT INTO "actions" VALUES(8,11,0,'e8.79.85','computer',1767233220.0);
INSERT INTO "actions" VALUES(8,12,1,'e7.54','player',1767233280.0);
INSERT INTO "actions" VALUES(8,13,2,'e9.98.104','player',1767233340.0);
INSERT INTO "actions" VALUES(8,14,0,'e8.61.54','computer',1767233400.0);
INSERT INTO "actions" VALUES(9,1,0,'m3','player',1767233700.0);
INSERT INTO "actions" VALUES(9,2,0,'d23','player',1767233760.0);
INSERT INTO "actions" VALUES(9,3,1,'m2','player',1767233820.0);
INSERT INTO "actions" VALUES(9,4,1,'d16','player',1767233880.0);
INSERT INTO "actions" VALUES(9,5,2,'m0','player',1767233940.0);
INSERT INTO "actions" VALUES(9,6,2,'d25.33','player',1767234000.0);
INSERT INTO "actions" VALUES(9,7,0,'e3.81.87','player',1767234060.0);
INSERT INTO "actions" VALUES(9,8,1,'e2.62.68','player',1767234120.0);
INSERT INTO "actions" VALUES(10,1,0,'m6','player',1767234480.0);
INSERT INTO "actions" VALUES(10,2,0,'d','player',1767234540.0);
INSERT INTO "actions" VALUES(10,3,1,'m6','player',1767234600.0);
INSERT INTO "actions" VALUES(10,4,1,'d24','player',1767234660.0);
INSERT INTO "actions" VALUES(10,5,2,'m5','player',1767234720.0);
INSERT INTO "actions" VALUES(10,6,2,'d26','player',1767234780.0);
INSERT INTO "actions" VALUES(10,7,0,'e6.26','player',1767234840.0);
INSERT INTO "actions" VALUES(10,8,1,'e6.19.40','player',1767234900.0);
INSERT INTO "actions" VALUES(11,1,0,'m6','player',1767235320.0);
INSERT INTO "actions" VALUES(11,2,0,'d20','player',1767235380.0);
INSERT INTO "actions" VALUES(11,3,1,'m3','player',1767235440.0);
INSERT INTO "actions" VALUES(11,4,1,'d18.32','player',1767235500.0);
INSERT INTO "actions" VALUES(11,5,2,'m6','player',1767235560.0);
INSERT INTO "actions" VALUES(11,6,2,'d30.33','player',1767235620.0);
INSERT INTO "actions" VALUES(12,1,0,'m9','player',1767235980.0);
INSERT INTO "actions" VALUES(12,2,0,'d','player',1767236040.0);
INSERT INTO "actions" VALUES(12,3,1,'m0','player',1767236100.0);
INSERT INTO "actions" VALUES(12,4,1,'d6.31','player',1767236160.0);
INSERT INTO "actions" VALUES(12,5,2,'m3','player',1767236220.0);
INSERT INTO "actions" VALUES(12,6,2,'d3.5','player',1767236280.0);
INSERT INTO "actions" VALUES(12,7,0,'m0','computer',1767236400.0);
INSERT INTO "actions" VALUES(12,8,0,'d','computer',1767236460.0);
INSERT INTO "actions" VALUES(13,1,0,'m9','player',1767236760.0);
INSERT INTO "actions" VALUES(13,2,0,'d17.30','player',1767236820.0);
INSERT INTO "actions" VALUES(13,3,1,'m2','player',1767236880.0);
INSERT INTO "actions" VALUES(13,4,1,'d5.31','player',1767236940.0);
INSERT INTO "actions" VALUES(13,5,2,'m4','player',1767237000.0);
INSERT INTO "actions" VALUES(14,1,0,'m6','player',1767237360.0);
INSERT INTO "actions" VALUES(14,2,0,'d6','player',1767237420.0);
INSERT INTO "actions" VALUES(14,3,1,'m6','player',1767237480.0);
INSERT INTO "actions" VALUES(14,4,1,'d21.27','player',1767237540.0);
INSERT INTO "actions" VALUES(14,5,2,'m3','player',1767237600.0);
INSERT INTO "actions" VALUES(14,6,2,'d25.26','player',1767237660.0);
INSERT INTO "actions" VALUES(14,7,0,'e6.27.33','player',1767237720.0);
INSERT INTO "actions" VALUES(14,8,1,'e6.20','player',1767237780.0);
INSERT INTO "actions" VALUES(14,9,2,'m5','player',1767237840.0);
INSERT INTO "actions" VALUES(14,10,2,'d22.32','player',1767237900.0);
INSERT INTO "actions" VALUES(14,11,0,'e6.13.6','player',1767237960.0);
INSERT INTO "actions" VALUES(14,12,1,'e6.12.40','player',1767238020.0);
INSERT INTO "actions" VALUES(14,13,2,'e5.12.11','player',1767238080.0);
INSERT INTO "actions" VALUES(14,14,0,'e6.32.24','player',1767238140.0);
INSERT INTO "actions" VALUES(14,15,1,'e6.17.31','player',1767238200.0);
INSERT INTO "actions" VALUES(14,16,0,'o7.0','player',1767238260.0);
INSERT INTO "actions" VALUES(14,17,2,'o10.0','player',1767238320.0);
INSERT INTO "actions" VALUES(14,18,2,'e5.19.25','player',1767238380.0);
INSERT INTO "actions" VALUES(14,19,0,'m9','player',1767238440.0);
INSERT INTO "actions" VALUES(14,20,1,'o16.0','player',1767238500.0);
INSERT INTO "actions" VALUES(14,21,0,'d19.24','player',1767238560.0);
INSERT INTO "actions" VALUES(14,22,1,'m3','player',1767238620.0);
INSERT INTO "actions" VALUES(14,23,1,'d23.33','player',1767238680.0);
INSERT INTO "actions" VALUES(14,24,2,'e5.32.39','player',1767238740.0);
INSERT INTO "actions" VALUES(14,25,0,'e9.85.84','player',1767238800.0);
INSERT INTO "actions" VALUES(14,26,1,'e3.86.93','player',1767238860.0);
INSERT INTO "actions" VALUES(14,27,2,'e3.92','player',1767238920.0);
INSERT INTO "actions" VALUES(14,28,0,'m8','player',1767238980.0);
INSERT INTO "actions" VALUES(14,29,0,'d2.7','player',1767239040.0);
INSERT INTO "actions" VALUES(14,30,1,'e3.94.101','player',1767239100.0);
INSERT INTO "actions" VALUES(14,31,2,'e3.87.102','player',1767239160.0);
INSERT INTO "actions" VALUES(14,32,0,'e9.78.98','player',1767239220.0);
INSERT INTO "actions" VALUES(14,33,1,'e3.82.99','player',1767239280.0);
INSERT INTO "actions" VALUES(14,34,2,'e3.75.70','player',1767239340.0);
INSERT INTO "actions" VALUES(14,35,0,'e9.74','player',1767239400.0);
INSERT INTO "actions" VALUES(14,36,1,'m9','player',1767239460.0);
INSERT INTO "actions" VALUES(14,37,1,'d11','player',1767239520.0);
INSERT INTO "actions" VALUES(14,38,2,'e5.38','player',1767239580.0);
INSERT INTO "actions" VALUES(14,39,0,'e8.74.78','player',1767239640.0);
INSERT INTO "actions" VALUES(14,40,1,'e9.73.104','player',1767239700.0);
INSERT INTO "actions" VALUES(14,41,2,'e5.33','player',1767239760.0);
INSERT INTO "actions" VALUES(14,42,0,'e8.61.85','player',1767239820.0);
INSERT INTO "actions" VALUES(14,43,1,'e9.65.60','player',1767239880.0);
INSERT INTO "actions" VALUES(14,44,2,'e5.26','player',1767239940.0);
INSERT INTO "actions" VALUES(14,45,0,'e8.66.91','player',1767240000.0);
INSERT INTO "actions" VALUES(14,46,1,'e9.67.105','player',1767240060.0);
INSERT INTO "actions" VALUES(14,47,2,'e5.6','player',1767240120.0);
INSERT INTO "actions" VALUES(14,48,0,'e8.98.105','player',1767240180.0);
INSERT INTO "actions" VALUES(14,49,2,'e5.10','player',1767240240.0);
INSERT INTO "actions" VALUES(14,50,0,'m4','player',1767240300.0);
INSERT INTO "actions" VALUES(14,51,0,'d17','player',1767240360.0);
INSERT INTO "actions" VALUES(14,52,0,'e4.93.86','player',1767240420.0);
INSERT INTO "actions" VALUES(14,53,0,'e4.80','player',1767240480.0);
INSERT INTO "actions" VALUES(14,54,0,'e4.81.82','player',1767240540.0);
INSERT INTO "actions" VALUES(14,55,0,'e4.83.76','player',1767240600.0);
INSERT INTO "actions" VALUES(14,56,0,'e4.71','player',1767240660.0);
INSERT INTO "actions" VALUES(14,57,0,'e4.87.94','player',1767240720.0);
INSERT INTO "actions" VALUES(14,58,0,'m0','player',1767240780.0);
INSERT INTO "actions" VALUES(14,59,0,'d20','player',1767240840.0);
INSERT INTO "actions" VALUES(14,60,0,'e8.60','player',1767240900.0);
INSERT INTO "actions" VALUES(14,61,0,'e0.2.3','player',1767240960.0);
INSERT INTO "actions" VALUES(14,62,0,'e0.1.15','player',1767241020.0);
INSERT INTO "actions" VALUES(14,63,0,'e8.90','player',1767241080.0);
INSERT INTO "actions" VALUES(14,64,2,'o12.1','player',1767241140.0);
INSERT INTO "actions" VALUES(14,65,0,'e0.16','player',1767241200.0);
INSERT INTO "actions" VALUES(14,66,0,'o5.0','player',1767241260.0);
INSERT INTO "actions" VALUES(14,67,2,'m0','player',1767241320.0);
INSERT INTO "actions" VALUES(14,68,2,'d2.24','player',1767241380.0);
INSERT INTO "actions" VALUES(14,69,0,'e0.23','player',1767241440.0);
INSERT INTO "actions" VALUES(14,70,2,'e0.24.18','player',1767241500.0);
INSERT INTO "actions" VALUES(14,71,0,'e4.89','player',1767241560.0);
INSERT INTO "actions" VALUES(14,72,1,'m5','player',1767241620.0);
INSERT INTO "actions" VALUES(14,73,1,'d18.28','player',1767241680.0);
INSERT INTO "actions" VALUES(14,74,2,'e0.7.9','player',1767241740.0);
INSERT INTO "actions" VALUES(14,75,0,'m1','player',1767241800.0);
INSERT INTO "actions" VALUES(14,76,2,'m7','player',1767241860.0);
INSERT INTO "actions" VALUES(14,77,2,'d10.21','player',1767241920.0);
INSERT INTO "actions" VALUES(14,78,0,'e8.73','player',1767241980.0);
INSERT INTO "actions" VALUES(14,79,2,'e0.14','player',1767242040.0);
INSERT INTO "actions" VALUES(14,80,0,'e1.29.35','player',1767242100.0);
INSERT INTO "actions" VALUES(14,81,0,'o11.0','player',1767242160.0);
INSERT INTO "actions" VALUES(14,82,2,'e7.54','player',1767242220.0);
INSERT INTO "actions" VALUES(14,83,0,'e1.21.14','player',1767242280.0);
INSERT INTO "actions" VALUES(14,84,2,'e7.46','player',1767242340.0);
INSERT INTO "actions" VALUES(14,85,0,'e1.30.36','player',1767242400.0);
INSERT INTO "actions" VALUES(14,86,2,'e7.52.51','player',1767242460.0);
INSERT INTO "actions" VALUES(14,87,0,'e1.43','player',1767242520.0);
INSERT INTO "actions" VALUES(14,88,2,'e7.58','player',1767242580.0);
INSERT INTO "actions" VALUES(14,89,0,'e1.44.38','player',1767242640.0);
INSERT INTO "actions" VALUES(14,90,2,'e7.50.64','player',1767242700.0);
INSERT INTO "actions" VALUES(14,91,1,'o13.0','player',1767242760.0);
INSERT INTO "actions" VALUES(14,92,0,'e1.7','player',1767242820.0);
INSERT INTO "actions" VALUES(14,93,2,'e7.49.61','player',1767242880.0);
INSERT INTO "actions" VALUES(14,94,0,'e1.23','player',1767242940.0);
INSERT INTO "actions" VALUES(14,95,2,'e7.44.37','player',1767243000.0);
INSERT INTO "actions" VALUES(14,96,0,'m2','player',1767243060.0);
INSERT INTO "actions" VALUES(14,97,2,'m4','player',1767243120.0);
INSERT INTO "actions" VALUES(14,98,2,'d7.24','player',1767243180.0);
INSERT INTO "actions" VALUES(14,99,0,'e2.62.63','player',1767243240.0);
INSERT INTO "actions" VALUES(14,100,2,'m1','player',1767243300.0);
INSERT INTO "actions" VALUES(14,101,2,'d10.18','player',1767243360.0);
INSERT INTO "actions" VALUES(14,102,0,'e2.48.56','player',1767243420.0);
INSERT INTO "actions" VALUES(14,103,0,'e2.49.64','player',1767243480.0);
INSERT INTO "actions" VALUES(15,1,0,'m1','player',1767243840.0);
INSERT INTO "actions" VALUES(15,2,0,'d6.21','player',1767243900.0);
INSERT INTO "actions" VALUES(15,3,1,'m2','player',1767243960.0);
INSERT INTO "actions" VALUES(15,4,1,'d2','player',1767244020.0);
INSERT INTO "actions" VALUES(15,5,2,'m6','player',1767244080.0);
INSERT INTO "actions" VALUES(15,6,2,'d9','player',1767244140.0);
INSERT INTO "actions" VALUES(15,7,3,'m5','player',1767244200.0);
INSERT INTO "actions" VALUES(15,8,3,'d17','player',1767244260.0);
INSERT INTO "actions" VALUES(15,9,0,'e1.21.15','player',1767244320.0);
INSERT INTO "actions" VALUES(15,10,1,'e2.48.56','player',1767244380.0);
INSERT INTO "actions" VALUES(15,11,2,'e6.40','player',1767244440.0);
INSERT INTO "actions" VALUES(15,12,3,'m6','player',1767244500.0);
INSERT INTO "actions" VALUES(15,13,3,'d5.11','player',1767244560.0);
INSERT INTO "actions" VALUES(15,14,0,'e1.16.23','player',1767244620.0);
INSERT INTO "actions" VALUES(15,15,1,'e2.63.64','player',1767244680.0);
INSERT INTO "actions" VALUES(15,16,2,'e6.33.46','player',1767244740.0);
INSERT INTO "actions" VALUES(15,17,3,'e6.53','player',1767244800.0);
INSERT INTO "actions" VALUES(15,18,0,'e1.8.22','player',1767244860.0);
INSERT INTO "actions" VALUES(15,19,1,'e2.58.51','player',1767244920.0);
INSERT INTO "actions" VALUES(15,20,2,'e6.32.31','player',1767244980.0);
INSERT INTO "actions" VALUES(15,21,0,'o10.1','player',1767245040.0);
INSERT INTO "actions" VALUES(15,22,3,'e6.25.37','player',1767245100.0);
INSERT INTO "actions" VALUES(15,23,0,'e1.14.31','player',1767245160.0);
INSERT INTO "actions" VALUES(15,24,1,'e2.70','player',1767245220.0);
INSERT INTO "actions" VALUES(15,25,2,'e6.30.52','player',1767245280.0);
INSERT INTO "actions" VALUES(15,26,3,'m7','player',1767245340.0);
INSERT INTO "actions" VALUES(15,27,3,'d16.26','player',1767245400.0);
INSERT INTO "actions" VALUES(15,28,0,'e1.30','player',1767245460.0);
INSERT INTO "actions" VALUES(15,29,1,'e2.52.75','player',1767245520.0);
INSERT INTO "actions" VALUES(15,30,2,'e6.39','player',1767245580.0);
INSERT INTO "actions" VALUES(15,31,1,'o23.1','player',1767245640.0);
INSERT INTO "actions" VALUES(15,32,3,'e7.46.45','player',1767245700.0);
INSERT INTO "actions" VALUES(15,33,0,'e1.17','player',1767245760.0);
INSERT INTO "actions" VALUES(15,34,1,'e2.60','player',1767245820.0);
INSERT INTO "actions" VALUES(15,35,2,'m1','player',1767245880.0);
INSERT INTO "actions" VALUES(15,36,2,'d18.33','player',1767245940.0);
INSERT INTO "actions" VALUES(15,37,3,'e5.6.12','player',1767246000.0);
INSERT INTO "actions" VALUES(15,38,0,'e1.35','player',1767246060.0);
INSERT INTO "actions" VALUES(15,39,1,'e2.65','player',1767246120.0);
INSERT INTO "actions" VALUES(15,40,2,'m5','player',1767246180.0);
INSERT INTO "actions" VALUES(15,41,2,'d13.25','player',1767246240.0);
INSERT INTO "actions" VALUES(15,42,3,'e5.19.20','player',1767246300.0);
INSERT INTO "actions" VALUES(15,43,0,'m4','player',1767246360.0);
INSERT INTO "actions" VALUES(15,44,0,'d20.30','player',1767246420.0);
INSERT INTO "actions" VALUES(15,45,1,'m7','player',1767246480.0);
INSERT INTO "actions" VALUES(15,46,1,'d2.15','player',1767246540.0);
INSERT INTO "actions" VALUES(15,47,2,'e5.5.27','player',1767246600.0);
INSERT INTO "actions" VALUES(15,48,2,'o8.1','player',1767246660.0);
INSERT INTO "actions" VALUES(15,49,3,'e5.25.26','player',1767246720.0);
INSERT INTO "actions" VALUES(15,50,0,'e4.99','player',1767246780.0);
INSERT INTO "actions" VALUES(15,51,1,'e7.53.60','player',1767246840.0);
INSERT INTO "actions" VALUES(15,52,2,'e5.33','player',1767246900.0);
INSERT INTO "actions" VALUES(15,53,3,'e7.51','player',1767246960.0);
INSERT INTO "actions" VALUES(15,54,0,'m2','player',1767247020.0);
INSERT INTO "actions" VALUES(15,55,0,'d18.33','player',1767247080.0);
INSERT INTO "actions" VALUES(15,56,1,'e7.39.32','player',1767247140.0);
INSERT INTO "actions" VALUES(15,57,2,'m9','player',1767247200.0);
INSERT INTO "actions" VALUES(15,58,2,'d16.24','player',1767247260.0);
INSERT INTO "actions" VALUES(15,59,3,'e7.24.38','player',1767247320.0);
INSERT INTO "actions" VALUES(15,60,2,'o7.1','player',1767247380.0);
INSERT INTO "actions" VALUES(15,61,0,'e4.94','player',1767247440.0);
INSERT INTO "actions" VALUES(15,62,1,'e7.50.61','player',1767247500.0);
INSERT INTO "actions" VALUES(15,63,2,'e5.24.23','player',1767247560.0);
INSERT INTO "actions" VALUES(15,64,3,'m0','player',1767247620.0);
INSERT INTO "actions" VALUES(15,65,3,'d28.32','player',1767247680.0);
INSERT INTO "actions" VALUES(15,66,0,'m0','player',1767247740.0);
INSERT INTO "actions" VALUES(15,67,0,'d3','player',1767247800.0);
INSERT INTO "actions" VALUES(15,68,1,'m8','player',1767247860.0);
INSERT INTO "actions" VALUES(15,69,1,'d2.17','player',1767247920.0);
INSERT INTO "actions" VALUES(15,70,2,'m8','player',1767247980.0);
INSERT INTO "actions" VALUES(15,71,3,'e0.16','player',1767248040.0);
INSERT INTO "actions" VALUES(15,72,0,'e0.17','player',1767248100.0);
INSERT INTO "actions" VALUES(15,73,1,'e8.66','player',1767248160.0);
INSERT INTO "actions" VALUES(15,74,2,'e8.65.72','player',1767248220.0);
INSERT INTO "actions" VALUES(15,75,3,'m3','player',1767248280.0);
INSERT INTO "actions" VALUES(15,76,0,'e0.9.3','player',1767248340.0);
INSERT INTO "actions" VALUES(15,77,1,'e8.59.77','player',1767248400.0);
INSERT INTO "actions" VALUES(15,78,2,'e9.90.84','player',1767248460.0);
INSERT INTO "actions" VALUES(15,79,3,'e0.2.22','player',1767248520.0);
INSERT INTO "actions" VALUES(15,80,0,'e4.88.101','player',1767248580.0);
INSERT INTO "actions" VALUES(15,81,1,'e8.58.76','player',1767248640.0);
INSERT INTO "actions" VALUES(15,82,2,'e8.64.63','player',1767248700.0);
INSERT INTO "actions" VALUES(15,83,3,'e0.7.10','player',1767248760.0);
INSERT INTO "actions" VALUES(15,84,0,'e4.83.93','player',1767248820.0);
INSERT INTO "actions" VALUES(15,85,2,'o14.0','player',1767248880.0);
INSERT INTO "actions" VALUES(15,86,1,'e8.70','player',1767248940.0);
INSERT INTO "actions" VALUES(15,87,2,'e9.97.104','player',1767249000.0);
INSERT INTO "actions" VALUES(15,88,3,'e0.1.14','player',1767249060.0);
INSERT INTO "actions" VALUES(15,89,2,'o1.0','player',1767249120.0);
INSERT INTO "actions" VALUES(15,90,0,'e4.86.80','player',1767249180.0);
INSERT INTO "actions" VALUES(15,91,1,'m4','player',1767249240.0);
INSERT INTO "actions" VALUES(15,92,1,'d3.33','player',1767249300.0);
INSERT INTO "actions" VALUES(15,93,2,'e9.77','player',1767249360.0);
INSERT INTO "actions" VALUES(16,1,0,'m3','player',1767249780.0);
INSERT INTO "actions" VALUES(16,2,0,'d18','player',1767249840.0);
INSERT INTO "actions" VALUES(16,3,1,'m3','player',1767249900.0);
INSERT INTO "actions" VALUES(16,4,1,'d','player',1767249960.0);
INSERT INTO "actions" VALUES(16,5,2,'m0','player',1767250020.0);
INSERT INTO "actions" VALUES(16,6,2,'d12','player',1767250080.0);
INSERT INTO "actions" VALUES(16,7,3,'m6','player',1767250140.0);
INSERT INTO "actions" VALUES(16,8,3,'d24.27','player',1767250200.0);
INSERT INTO "actions" VALUES(16,9,4,'m0','player',1767250260.0);
INSERT INTO "actions" VALUES(16,10,4,'d7.32','player',1767250320.0);
INSERT INTO "actions" VALUES(16,11,0,'e3.81.86','player',1767250380.0);
INSERT INTO "actions" VALUES(16,12,3,'o29.0','player',1767250440.0);
INSERT INTO "actions" VALUES(16,13,1,'e3.93.100','player',1767250500.0);
INSERT INTO "actions" VALUES(16,14,2,'e0.1.15','player',1767250560.0);
INSERT INTO "actions" VALUES(16,15,3,'e6.33.25','player',1767250620.0);
INSERT INTO "actions" VALUES(16,16,4,'e0.7.9','player',1767250680.0);
INSERT INTO "actions" VALUES(16,17,4,'o3.0','player',1767250740.0);
INSERT INTO "actions" VALUES(16,18,0,'e3.94.99','player',1767250800.0);
INSERT INTO "actions" VALUES(16,19,3,'o16.0','player',1767250860.0);
INSERT INTO "actions" VALUES(16,20,1,'e3.92.95','player',1767250920.0);
INSERT INTO "actions" VALUES(16,21,2,'m1','player',1767250980.0);
INSERT INTO "actions" VALUES(16,22,2,'d26.30','player',1767251040.0);
INSERT INTO "actions" VALUES(16,23,3,'e6.26.40','player',1767251100.0);
INSERT INTO "actions" VALUES(16,24,4,'e0.22','player',1767251160.0);
INSERT INTO "actions" VALUES(16,25,0,'m9','player',1767251220.0);
INSERT INTO "actions" VALUES(16,26,0,'d14.25','player',1767251280.0);
INSERT INTO "actions" VALUES(16,27,1,'e3.87.88','player',1767251340.0);
INSERT INTO "actions" VALUES(16,28,2,'e0.23.30','player',1767251400.0);
INSERT INTO "actions" VALUES(16,29,3,'e6.46.52','player',1767251460.0);
INSERT INTO "actions" VALUES(16,30,4,'e0.3.31','player',1767251520.0);
INSERT INTO "actions" VALUES(16,31,0,'e9.98.104','player',1767251580.0);
INSERT INTO "actions" VALUES(16,32,1,'m8','player',1767251640.0);
INSERT INTO "actions" VALUES(16,33,1,'d5.20','player',1767251700.0);
INSERT INTO "actions" VALUES(16,34,2,'e0.0','player',1767251760.0);
INSERT INTO "actions" VALUES(16,35,3,'e6.24.23','player',1767251820.0);
INSERT INTO "actions" VALUES(16,36,4,'m5','player',1767251880.0);
INSERT INTO "actions" VALUES(16,37,4,'d3.31','player',1767251940.0);
INSERT INTO "actions" VALUES(16,38,0,'e3.96','player',1767252000.0);
INSERT INTO "actions" VALUES(16,39,1,'e8.66','player',1767252060.0);
INSERT INTO "actions" VALUES(16,40,2,'e1.29.22','player',1767252120.0);
INSERT INTO "actions" VALUES(16,41,0,'o9.0','player',1767252180.0);
INSERT INTO "actions" VALUES(16,42,3,'e6.19','player',1767252240.0);
INSERT INTO "actions" VALUES(16,43,0,'o6.0','player',1767252300.0);
INSERT INTO "actions" VALUES(16,44,4,'e5.6','player',1767252360.0);
INSERT INTO "actions" VALUES(16,45,0,'e9.97.96','player',1767252420.0);
INSERT INTO "actions" VALUES(16,46,1,'e8.61.53','player',1767252480.0);
INSERT INTO "actions" VALUES(16,47,2,'e1.36.42','player',1767252540.0);
INSERT INTO "actions" VALUES(16,48,3,'e6.53','player',1767252600.0);
INSERT INTO "actions" VALUES(16,49,4,'e0.37','player',1767252660.0);
INSERT INTO "actions" VALUES(16,50,0,'m7','player',1767252720.0);
INSERT INTO "actions" VALUES(16,51,0,'d9.27','player',1767252780.0);
INSERT INTO "actions" VALUES(16,52,1,'e8.74.79','player',1767252840.0);
INSERT INTO "actions" VALUES(16,53,2,'e1.15.48','player',1767252900.0);
INSERT INTO "actions" VALUES(16,54,3,'e6.51','player',1767252960.0);
INSERT INTO "actions" VALUES(16,55,4,'m4','player',1767253020.0);
INSERT INTO "actions" VALUES(16,56,4,'d4','player',1767253080.0);
INSERT INTO "actions" VALUES(16,57,0,'e9.95.103','player',1767253140.0);
INSERT INTO "actions" VALUES(16,58,4,'o32.1','player',1767253200.0);
INSERT INTO "actions" VALUES(16,59,1,'e8.78','player',1767253260.0);
INSERT INTO "actions" VALUES(16,60,2,'e1.8.41','player',1767253320.0);
INSERT INTO "actions" VALUES(16,61,3,'m1','player',1767253380.0);
INSERT INTO "actions" VALUES(16,62,3,'d28','player',1767253440.0);
INSERT INTO "actions" VALUES(16,63,4,'e5.12.20','player',1767253500.0);
INSERT INTO "actions" VALUES(16,64,0,'e9.101','player',1767253560.0);
INSERT INTO "actions" VALUES(16,65,1,'e8.47.73','player',1767253620.0);
INSERT INTO "actions" VALUES(16,66,2,'e1.43.55','player',1767253680.0);
INSERT INTO "actions" VALUES(16,67,3,'e1.14','player',1767253740.0);
INSERT INTO "actions" VALUES(16,68,4,'m8','player',1767253800.0);
INSERT INTO "actions" VALUES(16,69,0,'m4','player',1767253860.0);
INSERT INTO "actions" VALUES(16,70,1,'m6','player',1767253920.0);
INSERT INTO "actions" VALUES(16,71,2,'m7','player',1767253980.0);
INSERT INTO "actions" VALUES(16,72,2,'d8.21','player',1767254040.0);
INSERT INTO "actions" VALUES(16,73,3,'m5','player',1767254100.0);
INSERT INTO "actions" VALUES(16,74,3,'d9.27','player',1767254160.0);
INSERT INTO "actions" VALUES(16,75,4,'e5.26.33','player',1767254220.0);
INSERT INTO "actions" VALUES(17,1,0,'m9','player',1767254520.0);
INSERT INTO "actions" VALUES(17,2,0,'d22.24','player',1767254580.0);
INSERT INTO "actions" VALUES(17,3,1,'m9','player',1767254640.0);
INSERT INTO "actions" VALUES(17,4,1,'d','player',1767254700.0);
INSERT INTO "actions" VALUES(17,5,2,'m4','player',1767254760.0);
INSERT INTO "actions" VALUES(17,6,2,'d8.16','player',1767254820.0);
INSERT INTO "actions" VALUES(18,1,0,'m8','player',1767345240.0);
INSERT INTO "actions" VALUES(18,2,0,'d14.31','player',1767345300.0);
INSERT INTO "actions" VALUES(18,3,1,'m3','player',1767345360.0);
INSERT INTO "actions" VALUES(18,4,1,'d4.23','player',1767345420.0);
INSERT INTO "actions" VALUES(18,5,2,'m1','player',1767345480.0);
INSERT INTO "actions" VALUES(18,6,2,'d1','player',1767345540.0);
INSERT INTO "actions" VALUES(18,7,0,'e8.61','computer',1767435660.0);
INSERT INTO "actions" VALUES(18,8,0,'o20.0','computer',1767435660.0);
INSERT INTO "actions" VALUES(19,1,0,'m0','player',1767435960.0);
INSERT INTO "actions" VALUES(19,2,0,'d27.31','player',1767436020.0);
INSERT INTO "actions" VALUES(19,3,1,'m6','player',1767436080.0);
INSERT INTO "actions" VALUES(19,4,1,'d23.32','player',1767436140.0);
INSERT INTO "actions" VALUES(19,5,2,'m5','player',1767436200.0);
INSERT INTO "actions" VALUES(19,6,2,'d1','player',1767436260.0);
INSERT INTO "actions" VALUES(19,7,0,'e0.9.15','player',1767436320.0);
INSERT INTO "actions" VALUES(19,8,1,'m9','player',1767436380.0);
INSERT INTO "actions" VALUES(19,9,1,'d18.24','player',1767436440.0);
INSERT INTO "actions" VALUES(19,10,2,'e5.6.20','player',1767436500.0);
INSERT INTO "actions" VALUES(19,11,0,'e0.21.22','player',1767436560.0);
INSERT INTO "actions" VALUES(19,12,1,'e9.85.79','player',1767436620.0);
INSERT INTO "actions" VALUES(19,13,2,'e5.12.26','player',1767436680.0);
INSERT INTO "actions" VALUES(19,14,0,'e0.2.10','player',1767436740.0);
INSERT INTO "actions" VALUES(19,15,1,'e9.98.105','player',1767436800.0);
INSERT INTO "actions" VALUES(19,16,2,'e5.19.34','player',1767436860.0);
INSERT INTO "actions" VALUES(19,17,0,'e0.17.18','player',1767436920.0);
INSERT INTO "actions" VALUES(19,18,1,'e9.78.90','player',1767436980.0);
INSERT INTO "actions" VALUES(20,1,0,'m4','player',1767462540.0);
INSERT INTO "actions" VALUES(20,2,0,'d12','player',1767462600.0);
INSERT INTO "actions" VALUES(20,3,1,'m7','player',1767462660.0);
INSERT INTO "actions" VALUES(20,4,1,'d4.27','player',1767462720.0);
INSERT INTO "actions" VALUES(20,5,2,'m6','player',1767462780.0);
INSERT INTO "actions" VALUES(20,6,2,'d','player',1767462840.0);
INSERT INTO "actions" VALUES(21,1,0,'m6','player',1767463200.0);
INSERT INTO "actions" VALUES(21,2,0,'d17','player',1767463260.0);
INSERT INTO "actions" VALUES(21,3,1,'m9','player',1767463320.0);
INSERT INTO "actions" VALUES(21,4,1,'d15.31','player',1767463380.0);
INSERT INTO "actions" VALUES(21,5,2,'m8','player',1767463440.0);
INSERT INTO "actions" VALUES(21,6,2,'d5.22','player',1767463500.0);
CREATE TABLE family_tallies (
        scope TEXT NOT NULL,
        family TEXT NOT NULL,
        seats INTEGER NOT NULL DEFAULT 0,
        wins REAL NOT NULL DEFAULT 0,
        fair REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, family)
    );
INSERT INTO "family_tallies" VALUES('*','Tigris',4,2.0,1.11666666666666669627e+00);
INSERT INTO "family_tallies" VALUES('*','Uyghur',3,0.0,7.33333333333333392545e-01);
INSERT INTO "family_tallies" VALUES('900','Tigris',4,2.0,1.11666666666666669627e+00);
INSERT INTO "family_tallies" VALUES('900','Uyghur',3,0.0,7.33333333333333392545e-01);
INSERT INTO "family_tallies" VALUES('*','Khazar',1,0.0,0.25);
INSERT INTO "family_tallies" VALUES('*','Sogdian',1,0.0,0.25);
INSERT INTO "family_tallies" VALUES('*','Levant',1,0.0,0.25);
INSERT INTO "family_tallies" VALUES('900','Khazar',1,0.0,0.25);
INSERT INTO "family_tallies" VALUES('900','Sogdian',1,0.0,0.25);
INSERT INTO "family_tallies" VALUES('900','Levant',1,0.0,0.25);
INSERT INTO "family_tallies" VALUES('*','Byzant',2,1.0,0.4);
INSERT INTO "family_tallies" VALUES('900','Byzant',2,1.0,0.4);
CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id TEXT NOT NULL,
        guild_id TEXT NOT NULL DEFAULT '',
        host_id TEXT NOT NULL,
        status TEXT NOT NULL,
        settings TEXT NOT NULL,
        seats TEXT NOT NULL,
        seed INTEGER NOT NULL,
        state TEXT NOT NULL DEFAULT '',
        version INTEGER NOT NULL DEFAULT 0,
        waiting_since REAL NOT NULL DEFAULT 0,
        reminded_at REAL NOT NULL DEFAULT 0,
        paused_at REAL NOT NULL DEFAULT 0,
        created REAL NOT NULL,
        updated REAL NOT NULL
    , pause_reason TEXT NOT NULL DEFAULT '', computer_due INTEGER NOT NULL DEFAULT 0, standin TEXT NOT NULL DEFAULT '', clock_note TEXT NOT NULL DEFAULT '', offer_clocks TEXT NOT NULL DEFAULT '{}', announced_news INTEGER NOT NULL DEFAULT 0, turn_message TEXT NOT NULL DEFAULT '', turn_message_key TEXT NOT NULL DEFAULT '', announce_after REAL NOT NULL DEFAULT 0, announce_failures INTEGER NOT NULL DEFAULT 0, host_paused INTEGER NOT NULL DEFAULT 0, announcing TEXT NOT NULL DEFAULT '', announcing_news INTEGER NOT NULL DEFAULT 0, kept_status TEXT NOT NULL DEFAULT '', kept_reason TEXT NOT NULL DEFAULT '', kept_told INTEGER NOT NULL DEFAULT 0, stopped TEXT NOT NULL DEFAULT '[]', due_at DOUBLE PRECISION NOT NULL DEFAULT 0, newest_news INTEGER NOT NULL DEFAULT 0, news_waiting INTEGER NOT NULL DEFAULT 0);
INSERT INTO "games" VALUES(1,'100','900','201','lobby','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "201", "name": "Ann", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}]',11,'',1,0.0,0.0,0.0,1767225600.0,1767225660.0,'',0,'','','{}',0,'','',0.0,0,0,'',0,'','',0,'[]',0.0,0,0);
INSERT INTO "games" VALUES(2,'101','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}]',12,'{"active":0,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[14,12,9,28,30,18,8,33,15,20,4,25,1,16,13,2,24,3,19,6,17,21,11,22],"discard":[],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[{"card":0,"drawn":[27,7,5],"kind":"discard","least":0,"most":2,"player":0,"turn":0}],"players":[{"goods_markers":[],"green_markers":[],"hand":[5,7,10,23,27],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[1]},{"goods_markers":[],"green_markers":[],"hand":[26,32],"money":10,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[]},{"goods_markers":[],"green_markers":[],"hand":[29,31],"money":10,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[]}],"removed_tiles":[],"rng":10925210013542844877,"rules_version":4,"sales_at_once":false,"seed":12,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,1,2,2,2,2,2,2,2,2],"treasury":[0,4,0,0,0,0,0,0,0,0],"turn":1}',4,1767225960.0,0.0,0.0,1767225720.0,1767225960.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767247560.0,2,1);
INSERT INTO "games" VALUES(3,'102','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "201", "name": "Ann", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}]',13,'{"active":0,"bag":[],"bank_in":10,"bank_out":7,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,5,-1,5,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,5,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,5,-1,1,-1,1,-1,-1,-1,-1,-1,5,-1,5,6,6,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,8,-1,8,-1,-1,-1,8,-1,-1,-1,9,-1,9,8,3,-1,-1,-1,-1,-1,8,-1,9,-1,9,-1,-1,-1,-1,-1,-1,-1,8,-1,9,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,9,11,11,11,4,8,11,4,5],"deck":[14,23,16,33,24,7,13,6,1],"discard":[4,26,12,8,11,2,29,9,25],"end_reason":"","format":3,"last_placed":[79,89],"met":[[5,6]],"offers":[{"card":28,"drawn":[],"kind":"sale","least":0,"most":0,"player":1,"turn":21}],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[6,16],"green_markers":[6,5],"hand":[5,15,19,27],"money":7,"name":"Ann","relationship_markers":[6,5],"sold":[],"tiles":[5,6]},{"goods_markers":[12,26],"green_markers":[],"hand":[20,21,28,31,32],"money":3,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[1,9]},{"goods_markers":[8,28],"green_markers":[],"hand":[3,10,17,18,22,30],"money":5,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[6,8]}],"removed_tiles":[],"rng":14422885949108258249,"rules_version":4,"sales_at_once":false,"seed":13,"stack":[5,5,5,5,5,4,4,5,5,5],"tiles_left":[2,1,2,2,2,1,0,2,1,1],"treasury":[0,3,0,0,0,0,7,0,1,1],"turn":22}',30,1767227820.0,0.0,0.0,1767226020.0,1767227820.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{"1:28": [1767227820.0, 0.0]}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767249420.0,28,1);
INSERT INTO "games" VALUES(4,'103','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "at_once", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}]',14,'{"active":1,"bag":[],"bank_in":7,"bank_out":5,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,8,-1,8,-1,-1,-1,3,-1,3,-1,3,-1,-1,-1,-1,-1,8,-1,4,-1,4,3,-1,-1,-1,-1,-1,-1,9,-1,4,-1,-1,-1,4,3,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,7,6,11,11,11,5,11],"deck":[5,12,24,7,33,11,6,10,26],"discard":[27,1,32,23,28,13,14,15,25,29],"end_reason":"","format":3,"last_placed":[61,53],"met":[[3,4]],"offers":[],"over":false,"passes":0,"pending":[{"card":20,"drawn":[],"kind":"sale","least":0,"most":0,"player":0,"turn":14}],"players":[{"goods_markers":[29,25],"green_markers":[3,4],"hand":[2,4,8,18,20],"money":4,"name":"Bob","relationship_markers":[3,4],"sold":[],"tiles":[3,4]},{"goods_markers":[24,20],"green_markers":[],"hand":[16,19,22,30,31],"money":2,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[7,8]},{"goods_markers":[27],"green_markers":[],"hand":[3,9,17,21],"money":4,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[4,9]}],"removed_tiles":[],"rng":7928587930463920392,"rules_version":4,"sales_at_once":true,"seed":14,"stack":[5,5,5,4,4,5,5,5,5,5],"tiles_left":[2,2,2,1,0,2,2,1,1,1],"treasury":[0,0,0,4,6,0,0,4,1,3],"turn":14}',24,1767229320.0,0.0,0.0,1767227880.0,1767229320.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{"0:20": [1767229320.0, 0.0]}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767250920.0,21,1);
INSERT INTO "games" VALUES(5,'104','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',15,'{"active":2,"bag":[],"bank_in":3,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,0,-1,0,-1,-1,-1,-1,-1,-1,-1,5,-1,1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[8,7,11,11,11,11,11,11,11,11],"deck":[22,23,14,10,8,2,19,27,31,28,7,17,3,24,21],"discard":[11,13,16,32,1,25],"end_reason":"","format":3,"last_placed":[7,9],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[9,11],"green_markers":[],"hand":[6,12,26,30],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[1]},{"goods_markers":[14,3],"green_markers":[],"hand":[9,15,20],"money":6,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[0]},{"goods_markers":[],"green_markers":[],"hand":[4,5,18,29,33],"money":1,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[1,2]}],"removed_tiles":[],"rng":9996229388248140495,"rules_version":4,"sales_at_once":false,"seed":15,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[1,0,1,2,2,2,2,2,2,2],"treasury":[3,6,5,0,0,0,0,0,0,0],"turn":9}',15,1767230280.0,0.0,0.0,1767229380.0,1767230280.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767251880.0,13,1);
INSERT INTO "games" VALUES(6,'105','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "cpu1", "name": "Computer 1 (casual)", "kind": "greedy"}, {"user": "202", "name": "Bob", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',16,'{"active":1,"bag":[],"bank_in":3,"bank_out":3,"board":"silk-road-4","camels":[-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[9,11,11,11,9,11,11,11,8,11],"deck":[15,18,33,27,6,31,3,4,10],"discard":[5,26,28,24,30,16],"end_reason":"","format":3,"last_placed":[],"met":[[7,8]],"offers":[{"card":1,"drawn":[],"kind":"sale","least":0,"most":0,"player":1,"turn":9}],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[20],"green_markers":[8,7],"hand":[7,8,9,11,19,20,22,29],"money":5,"name":"Computer 1 (casual)","relationship_markers":[8,7],"sold":[],"tiles":[6,8]},{"goods_markers":[],"green_markers":[],"hand":[1,13,17,21,32],"money":1,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[2,4]},{"goods_markers":[1],"green_markers":[],"hand":[2,12,14,23,25],"money":2,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[0,6]}],"removed_tiles":[],"rng":7007514706954685649,"rules_version":4,"sales_at_once":false,"seed":16,"stack":[5,5,5,5,5,5,5,4,4,5],"tiles_left":[1,2,1,2,1,2,0,2,1,2],"treasury":[3,0,5,0,3,0,8,0,3,0],"turn":11}',19,1767231480.0,0.0,0.0,1767230340.0,1767231480.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{"1:1": [1767231360.0, 0.0]}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767252960.0,17,1);
INSERT INTO "games" VALUES(7,'106','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}]',17,'{"active":1,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[4,3,24,30,14,17,33,12,23,16,27,8,13,25,9],"discard":[19,29,1,26,21,31],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[5,6,10,22],"money":0,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[3,4]},{"goods_markers":[],"green_markers":[],"hand":[2,15,28,32],"money":6,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[8]},{"goods_markers":[],"green_markers":[],"hand":[7,11,18,20],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[0]}],"removed_tiles":[],"rng":9503334717308005933,"rules_version":4,"sales_at_once":false,"seed":17,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[1,2,2,1,1,2,2,2,1,2],"treasury":[4,0,0,6,4,0,0,0,4,0],"turn":5}',12,1767232200.0,0.0,1767232260.0,1767231540.0,1767232260.0,'',0,'','','{}',0,'','',0.0,0,1,'',0,'','',0,'[]',1.0e+18,9,1);
INSERT INTO "games" VALUES(8,'107','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "203", "name": "Cyd", "kind": "greedy"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}]',18,'{"active":1,"bag":[],"bank_in":5,"bank_out":9,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,8,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,8,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,10,5,7],"deck":[22,29,23,27,13,20,31,19,9,26,4,28,18,24,3],"discard":[1,14,6,21,7,16,15],"end_reason":"","format":3,"last_placed":[61,54],"met":[[8,9],[7,8]],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[20],"green_markers":[8,9,7],"hand":[8,17,33],"money":12,"name":"Cyd","relationship_markers":[8,9,8,7],"sold":[],"tiles":[8]},{"goods_markers":[],"green_markers":[],"hand":[2,11,12,25,30],"money":5,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[7,9]},{"goods_markers":[12],"green_markers":[],"hand":[5,10,32],"money":8,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[9]}],"removed_tiles":[],"rng":1476862313078876924,"rules_version":4,"sales_at_once":false,"seed":18,"stack":[5,5,5,5,5,5,5,4,3,4],"tiles_left":[2,2,2,2,2,2,2,1,1,0],"treasury":[0,0,0,0,0,0,0,4,1,4],"turn":11}',18,1767233400.0,0.0,0.0,1767232320.0,1767233400.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767255000.0,16,1);
INSERT INTO "games" VALUES(9,'108','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',19,'{"active":2,"bag":[],"bank_in":2,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,9,9,11,11,11,11,11,11],"deck":[2,29,3,22,13,24,18,9,20,31,6,4,14,21,1,12,19,15],"discard":[23,16,25,33],"end_reason":"","format":3,"last_placed":[62,68],"met":[],"offers":[{"card":27,"drawn":[],"kind":"sale","least":0,"most":0,"player":2,"turn":4}],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[29,27],"green_markers":[],"hand":[8,17,26,28],"money":4,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[3]},{"goods_markers":[],"green_markers":[],"hand":[5,7,30,32],"money":5,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[2]},{"goods_markers":[],"green_markers":[],"hand":[10,11,27],"money":6,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[0]}],"removed_tiles":[],"rng":13807650072984786190,"rules_version":4,"sales_at_once":false,"seed":19,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[1,2,1,1,2,2,2,2,2,2],"treasury":[4,0,4,5,0,0,0,0,0,0],"turn":6}',12,1767234120.0,0.0,1767234180.0,1767233460.0,1767234180.0,'channel:missing access',0,'','','{"2:27": [1767234060.0, 0.0]}',0,'','',0.0,0,0,'',0,'','',0,'[]',1.0e+18,9,1);
INSERT INTO "games" VALUES(10,'109','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}]',20,'{"active":2,"bag":[],"bank_in":1,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,8,11,11,11],"deck":[4,32,19,2,25,21,20,13,30,11,8,14,12,15,5,3,29,17],"discard":[24,26],"end_reason":"","format":3,"last_placed":[19,40],"met":[],"offers":[{"card":6,"drawn":[],"kind":"sale","least":0,"most":0,"player":0,"turn":5}],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[6,7,9,10,22],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[6]},{"goods_markers":[6],"green_markers":[],"hand":[1,23,27,28],"money":6,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[6]},{"goods_markers":[],"green_markers":[],"hand":[16,18,31,33],"money":7,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[5]}],"removed_tiles":[],"rng":4143457012564032598,"rules_version":4,"sales_at_once":false,"seed":20,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,2,2,2,1,0,2,2,2],"treasury":[0,0,0,0,0,3,7,0,0,0],"turn":6}',13,1767234900.0,0.0,1767234960.0,1767234240.0,1767235020.0,'channel:missing access',0,'','','{"0:6": [1767234900.0, 0.0]}',0,'','',0.0,0,1,'',0,'','',0,'[]',1.0e+18,9,1);
INSERT INTO "games" VALUES(11,'110','900','204','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "204", "name": "Dee", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "205", "name": "Eve", "kind": "human"}]',21,'{"active":0,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[17,23,9,19,8,28,15,4,16,6,22,26,24,3,25,7,11,12],"discard":[20,18,32,30,33],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[1,5,27,29],"money":6,"name":"Dee","relationship_markers":[],"sold":[],"tiles":[6]},{"goods_markers":[],"green_markers":[],"hand":[2,14,21],"money":4,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[3]},{"goods_markers":[],"green_markers":[],"hand":[10,13,31],"money":6,"name":"Eve","relationship_markers":[],"sold":[],"tiles":[6]}],"removed_tiles":[],"rng":731893456763134097,"rules_version":4,"sales_at_once":false,"seed":21,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,2,1,2,2,0,2,2,2],"treasury":[0,0,0,6,0,0,8,0,0,0],"turn":4}',10,1767235620.0,0.0,0.0,1767235080.0,1767235680.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767257220.0,8,1);
INSERT INTO "games" VALUES(12,'111','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "greedy", "left": "1"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',22,'{"active":1,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[26,9,13,19,24,25,21,33,11,20,12,2,29,22,7],"discard":[6,31,3,5],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[1,4,10,15,17,23,28,30],"money":3,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[0,9]},{"goods_markers":[],"green_markers":[],"hand":[16,18,27],"money":6,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[0]},{"goods_markers":[],"green_markers":[],"hand":[8,14,32],"money":4,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[3]}],"removed_tiles":[],"rng":14658103654993266900,"rules_version":4,"sales_at_once":false,"seed":22,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[0,2,2,1,2,2,2,2,2,1],"treasury":[8,0,0,6,0,0,0,0,0,3],"turn":5}',12,1767236460.0,0.0,0.0,1767235740.0,1767236460.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767258060.0,10,1);
INSERT INTO "games" VALUES(13,'112','900','201','aborted','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}]',23,'{"active":2,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[28,24,26,29,16,18,4,22,10,6,13,2,3,15,19,27,7,14],"discard":[17,30,5,31],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[{"card":0,"drawn":[33,32,20],"kind":"discard","least":0,"most":2,"player":2,"turn":0}],"players":[{"goods_markers":[],"green_markers":[],"hand":[12,21,25],"money":7,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[9]},{"goods_markers":[],"green_markers":[],"hand":[1,9,11],"money":5,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[2]},{"goods_markers":[],"green_markers":[],"hand":[8,20,23,32,33],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[4]}],"removed_tiles":[],"rng":17020796939868175520,"rules_version":4,"sales_at_once":false,"seed":23,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,1,2,1,2,2,2,2,1],"treasury":[0,0,5,0,4,0,0,0,0,3],"turn":3}',9,1767237000.0,0.0,0.0,1767236520.0,1767237060.0,'',0,'','','{}',0,'','',0.0,0,0,'',0,'','',0,'[]',1767258600.0,6,1);
INSERT INTO "games" VALUES(14,'300','900','201','over','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',101,'{"active":0,"bag":[],"bank_in":41,"bank_out":50,"board":"silk-road-4","camels":[-1,-1,0,-1,0,-1,0,-1,-1,-1,-1,-1,6,5,0,1,0,-1,0,-1,5,-1,5,-1,6,5,5,6,0,1,0,-1,0,-1,6,-1,0,-1,5,-1,6,-1,1,-1,-1,-1,0,1,6,0,5,-1,5,-1,6,-1,1,-1,1,-1,1,-1,6,-1,6,5,6,5,6,-1,1,-1,1,-1,7,-1,5,1,5,-1,6,-1,-1,-1,-1,-1,1,-1,1,7,-1,-1,7,-1,7,-1,2,-1,7,2,7,-1,7,-1,7,-1,-1,-1,7,-1,2,-1,2,-1,-1,-1,7,-1,-1,-1,9,8,8,7,2,-1,2,-1,7,2,9,-1,8,-1,8,9,-1,-1,-1,-1,3,-1,4,-1,-1,-1,9,8,9,8,3,-1,4,-1,-1,-1,9,8,-1,-1,3,4,4,-1,3,4,4,-1,9,-1,9,8,3,4,3,4,-1,-1,4,-1,8,-1,9,8,3,-1,3,4,3,4,-1,-1,-1,-1,-1,-1,9,8,3,-1,4,-1,3,-1,3,-1,-1,-1,9,-1,9,8],"camels_left":[0,0,5,0,0,0,0,0,0,0],"deck":[21,2,28,17],"discard":[7,24,10,18],"end_reason":"every family has a relationship","format":3,"last_placed":[49,64],"met":[[5,6],[8,9],[3,4],[0,6],[1,5],[0,1],[7,8],[1,7],[2,7]],"offers":[],"over":true,"passes":0,"pending":[],"players":[{"goods_markers":[8,2,10,7,26,20,29,22,1,12,5,28,9,11,13,17],"green_markers":[6,5,8,9,4,3,1,2],"hand":[1,3,5,8,9,11,15,29,32,33],"money":8,"name":"Bob","relationship_markers":[6,5,8,9,4,3,1,5,1,0,2,7],"sold":[],"tiles":[0,1,2,4,6,8,9]},{"goods_markers":[31,25,33],"green_markers":[],"hand":[4,13,16,22,23,25,30],"money":1,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[3,5,6,9]},{"goods_markers":[4,6,16,27,23,14,3,15,19],"green_markers":[0,7],"hand":[6,14,19,20,26,27,31],"money":2,"name":"Ann","relationship_markers":[0,6,7,8,7,1],"sold":[12],"tiles":[0,1,3,4,5,7]}],"removed_tiles":[],"rng":3509983615999738757,"rules_version":4,"sales_at_once":false,"seed":101,"stack":[3,2,4,4,4,3,3,2,3,4],"tiles_left":[0,0,1,0,0,0,0,1,1,0],"treasury":[4,4,2,7,4,3,3,0,0,1],"turn":121}',106,1767243480.0,0.0,0.0,1767237120.0,1767243480.0,'',0,'','','{}',0,'','',0.0,0,0,'',0,'','',0,'[]',1.0e+18,98,1);
INSERT INTO "games" VALUES(15,'301','900','201','over','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "204", "name": "Dee", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',102,'{"active":2,"bag":[],"bank_in":35,"bank_out":76,"board":"silk-road-4","camels":[-1,-1,0,-1,0,-1,0,-1,-1,-1,5,-1,5,-1,0,-1,0,1,0,-1,0,-1,-1,-1,5,-1,5,-1,1,0,1,-1,1,0,1,0,-1,-1,5,-1,5,-1,1,-1,1,0,1,5,7,5,6,5,5,-1,5,-1,1,-1,-1,-1,6,1,6,1,6,7,6,5,6,-1,1,-1,-1,-1,6,-1,7,-1,6,7,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,6,7,7,-1,2,-1,-1,-1,7,-1,2,7,6,2,6,7,-1,-1,2,-1,2,-1,-1,-1,2,8,8,-1,2,7,7,-1,-1,-1,2,8,2,8,2,8,8,-1,8,-1,-1,-1,-1,-1,2,8,-1,-1,8,-1,-1,-1,-1,-1,2,-1,8,-1,8,9,-1,-1,-1,-1,3,4,-1,-1,-1,-1,4,-1,9,-1,-1,-1,4,-1,-1,-1,4,-1,-1,-1,9,-1,9,-1,-1,-1,4,-1,4,-1,-1,-1,-1,-1,9,-1,-1,-1,4,-1,4,-1,4,-1,-1,-1,-1,-1,9,-1,-1,-1],"camels_left":[1,0,0,11,3,0,0,0,1,6],"deck":[28,32,17],"discard":[3,33],"end_reason":"every family has a relationship","format":3,"last_placed":[77],"met":[[0,1],[1,6],[5,6],[2,7],[6,7],[5,7],[1,5],[2,8],[3,4],[8,9]],"offers":[],"over":true,"passes":0,"pending":[],"players":[{"goods_markers":[5,11,3,31],"green_markers":[1,0,6,4,3],"hand":[6,13,15,16,18,26],"money":7,"name":"Dee","relationship_markers":[1,0,1,6,4,3],"sold":[10],"tiles":[0,1,2,4]},{"goods_markers":[17,19,23,15,20,18,24],"green_markers":[7,2],"hand":[2,5,12,24,30,31],"money":9,"name":"Bob","relationship_markers":[7,2,7,6],"sold":[23],"tiles":[2,4,7,8]},{"goods_markers":[10,8,12,26],"green_markers":[8,9],"hand":[1,9,14,19,21],"money":18,"name":"Cyd","relationship_markers":[5,7,5,1,8,2,9,8],"sold":[8,7],"tiles":[1,5,6,8,9]},{"goods_markers":[16,2,6,7,14,1],"green_markers":[5],"hand":[4,11,20,22,25,27,29],"money":9,"name":"Ann","relationship_markers":[5,6],"sold":[],"tiles":[0,3,5,6,7]}],"removed_tiles":[],"rng":16848462270538738670,"rules_version":4,"sales_at_once":false,"seed":102,"stack":[4,2,3,4,4,2,2,2,3,4],"tiles_left":[0,0,0,1,0,0,0,0,0,1],"treasury":[4,4,6,6,5,1,4,3,4,1],"turn":71}',97,1767249360.0,0.0,0.0,1767243540.0,1767249360.0,'',0,'','','{}',0,'','',0.0,0,0,'',0,'','',0,'[]',1.0e+18,92,1);
INSERT INTO "games" VALUES(16,'302','900','201','over','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "204", "name": "Dee", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}, {"user": "205", "name": "Eve", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}]',103,'{"active":4,"bag":[],"bank_in":26,"bank_out":42,"board":"silk-road-4","camels":[0,-1,0,-1,-1,-1,0,-1,-1,-1,-1,-1,5,-1,0,-1,0,1,0,-1,-1,-1,-1,-1,5,-1,5,-1,1,-1,0,1,-1,-1,-1,-1,-1,-1,6,-1,5,-1,-1,-1,0,1,0,6,6,-1,6,-1,6,5,-1,-1,1,-1,1,-1,0,-1,0,-1,-1,-1,6,5,6,-1,-1,-1,1,-1,0,-1,-1,-1,-1,-1,6,-1,1,-1,1,-1,1,-1,-1,-1,-1,-1,6,-1,7,8,1,-1,-1,-1,-1,-1,6,-1,6,-1,8,6,-1,-1,2,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,8,-1,-1,-1,-1,-1,-1,-1,8,-1,8,-1,3,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,3,-1,3,-1,-1,-1,-1,-1,9,-1,3,-1,3,-1,3,-1,3,9,3,9,9,-1,9,-1,3,-1,4,3,9,-1,-1,-1,9,-1,9,-1,-1,-1],"camels_left":[0,0,11,0,11,6,0,11,3,4],"deck":[21],"discard":[9,27],"end_reason":"every family has a relationship","format":3,"last_placed":[26,33],"met":[[3,4],[0,6],[3,9],[0,1],[7,8],[1,2],[5,6]],"offers":[],"over":true,"passes":0,"pending":[],"players":[{"goods_markers":[29,30,32,31],"green_markers":[9],"hand":[2,6,17,18,19,26],"money":1,"name":"Dee","relationship_markers":[9,3],"sold":[],"tiles":[3,4,7,9]},{"goods_markers":[27,20],"green_markers":[3,4,8,7],"hand":[11,13,15,22,30,33],"money":4,"name":"Ann","relationship_markers":[3,4,8,7],"sold":[],"tiles":[3,6,8]},{"goods_markers":[1,9],"green_markers":[1,2],"hand":[1,3,10,20,23,31],"money":6,"name":"Eve","relationship_markers":[1,0,1,2],"sold":[],"tiles":[0,1,7]},{"goods_markers":[16,7,6],"green_markers":[6,0],"hand":[4,5,8,16,28,29],"money":9,"name":"Bob","relationship_markers":[6,0],"sold":[],"tiles":[1,5,6]},{"goods_markers":[14,3,2],"green_markers":[5],"hand":[7,12,14,24,25],"money":3,"name":"Cyd","relationship_markers":[5,6],"sold":[32],"tiles":[0,4,5,8]}],"removed_tiles":[],"rng":4407910486721570036,"rules_version":4,"sales_at_once":false,"seed":103,"stack":[3,3,4,3,4,4,3,4,4,4],"tiles_left":[0,0,2,0,0,0,0,0,0,1],"treasury":[4,3,0,7,8,4,4,8,5,0],"turn":55}',80,1767254220.0,0.0,0.0,1767249420.0,1767254220.0,'',0,'','','{}',0,'','',0.0,0,0,'',0,'','',0,'[]',1.0e+18,71,1);
INSERT INTO "games" VALUES(17,'113','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "201", "name": "Ann", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}]',24,'{"active":0,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[26,4,2,1,18,7,5,11,3,32,13,33,9,27,31,15,20,14],"discard":[22,24,8,16],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[21,23,25],"money":7,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[9]},{"goods_markers":[],"green_markers":[],"hand":[6,10,12,28,29],"money":7,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[9]},{"goods_markers":[],"green_markers":[],"hand":[17,19,30],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[4]}],"removed_tiles":[],"rng":12548975397121595662,"rules_version":4,"sales_at_once":false,"seed":24,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,2,2,1,2,2,2,2,0],"treasury":[0,0,0,0,4,0,0,0,0,6],"turn":4}',10,1767254820.0,0.0,0.0,1767254280.0,1767344880.0,'',1,'0:4','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1.0e+18,8,1);
INSERT INTO "games" VALUES(18,'114','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "replace", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "202", "name": "Bob", "kind": "greedy"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',25,'{"active":1,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,10,11],"deck":[19,8,24,10,22,33,6,7,2,29,32,17,18,12,21,25,26,5],"discard":[14,31,4,23,1],"end_reason":"","format":3,"last_placed":[61],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[20],"green_markers":[],"hand":[11,16,20],"money":6,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[8]},{"goods_markers":[],"green_markers":[],"hand":[3,9,15],"money":4,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[3]},{"goods_markers":[],"green_markers":[],"hand":[13,27,28,30],"money":6,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[1]}],"removed_tiles":[],"rng":11918472741808517587,"rules_version":4,"sales_at_once":false,"seed":25,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,1,2,1,2,2,2,2,1,2],"treasury":[0,4,0,6,0,0,0,0,4,0],"turn":5}',12,1767435660.0,0.0,0.0,1767344940.0,1767435660.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767457260.0,9,1);
INSERT INTO "games" VALUES(19,'115','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "203", "name": "Cyd", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',26,'{"active":2,"bag":[],"bank_in":10,"bank_out":4,"board":"silk-road-4","camels":[-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,0,-1,0,-1,0,-1,-1,-1,5,-1,5,-1,-1,-1,0,-1,-1,-1,0,-1,0,-1,5,-1,5,-1,0,-1,0,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,9,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1],"camels_left":[3,11,11,11,11,5,11,11,11,5],"deck":[16,11,2,26,15,33,9,22,28,29,25,7,10,19,6],"discard":[27,31,23,32,1,18,24],"end_reason":"","format":3,"last_placed":[78,90],"met":[[5,6]],"offers":[{"card":12,"drawn":[],"kind":"sale","least":0,"most":0,"player":0,"turn":14}],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[3],"green_markers":[],"hand":[4,5,12],"money":6,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[0]},{"goods_markers":[33,12],"green_markers":[],"hand":[3,8,14,20],"money":4,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[6,9]},{"goods_markers":[2,6],"green_markers":[5,6],"hand":[13,17,21,30],"money":10,"name":"Ann","relationship_markers":[5,6],"sold":[],"tiles":[5]}],"removed_tiles":[],"rng":14345688344749000868,"rules_version":4,"sales_at_once":false,"seed":26,"stack":[5,5,5,5,5,4,4,5,5,5],"tiles_left":[1,2,2,2,2,1,1,2,2,1],"treasury":[0,0,0,0,0,0,4,0,0,0],"turn":15}',21,1767436980.0,1767462240.0,0.0,1767435720.0,1767436980.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{"0:12": [1767436980.0, 1767462240.0]}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767483840.0,19,1);
INSERT INTO "games" VALUES(20,'116','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "205", "name": "Eve", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}, {"user": "201", "name": "Ann", "kind": "human"}]',27,'{"active":0,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[5,16,23,17,24,31,15,25,19,18,11,6,22,1,20,14,2,28],"discard":[12,4,27],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[7,26,29,32],"money":6,"name":"Eve","relationship_markers":[],"sold":[],"tiles":[4]},{"goods_markers":[],"green_markers":[],"hand":[3,13,30],"money":6,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[7]},{"goods_markers":[],"green_markers":[],"hand":[8,9,10,21,33],"money":6,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[6]}],"removed_tiles":[],"rng":11145388547364979028,"rules_version":4,"sales_at_once":false,"seed":27,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,2,2,1,2,1,1,2,2],"treasury":[0,0,0,0,4,0,4,4,0,0],"turn":4}',10,1767462840.0,0.0,1767462900.0,1767462300.0,1767462900.0,'',0,'','','{}',0,'','',0.0,0,1,'',0,'','',0,'[]',1.0e+18,7,1);
INSERT INTO "games" VALUES(21,'117','900','201','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy", "sales": "private", "rating": "rated", "language": "en", "rules_version": 4, "seats": "rules", "seat_money": [], "hints": "off", "hints_taken": []}','[{"user": "201", "name": "Ann", "kind": "human"}, {"user": "202", "name": "Bob", "kind": "human"}, {"user": "203", "name": "Cyd", "kind": "human"}]',28,'{"active":0,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-4","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[27,6,3,29,4,26,28,8,14,19,11,30,18,32,13,2,12,10],"discard":[17,15,31,5,22],"end_reason":"","format":3,"last_placed":[],"met":[],"offers":[],"over":false,"passes":0,"pending":[],"players":[{"goods_markers":[],"green_markers":[],"hand":[1,9,23,33],"money":6,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[6]},{"goods_markers":[],"green_markers":[],"hand":[7,16,20],"money":7,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[9]},{"goods_markers":[],"green_markers":[],"hand":[21,24,25],"money":6,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[8]}],"removed_tiles":[],"rng":10644997887051927350,"rules_version":4,"sales_at_once":false,"seed":28,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,2,2,2,2,1,2,1,1],"treasury":[0,0,0,0,0,0,4,0,4,3],"turn":4}',9,1767463500.0,0.0,0.0,1767462960.0,1767463500.0,'',0,'','{"kind": "outage", "hours": 4.983333333333333}','{}',0,'','',0.0,0,0,'',0,'','',0,'[[1767463620.0, 1767481560.0]]',1767485100.0,7,1);
CREATE TABLE hidden_players (user_id TEXT PRIMARY KEY);
CREATE TABLE leases (
        game_id INTEGER NOT NULL REFERENCES games(id),
        work TEXT NOT NULL,
        owner TEXT NOT NULL,
        expires REAL NOT NULL,
        PRIMARY KEY (game_id, work)
    );
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO "meta" VALUES('heartbeat','1767481560.0');
CREATE TABLE news (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        events TEXT NOT NULL,
        key TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
INSERT INTO "news" VALUES(2,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767225900.0);
INSERT INTO "news" VALUES(2,2,'[{"kind": "married", "player": 0, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767225960.0);
INSERT INTO "news" VALUES(3,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767226200.0);
INSERT INTO "news" VALUES(3,2,'[{"kind": "married", "player": 0, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767226260.0);
INSERT INTO "news" VALUES(3,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767226320.0);
INSERT INTO "news" VALUES(3,4,'[{"kind": "married", "player": 1, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767226380.0);
INSERT INTO "news" VALUES(3,5,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767226440.0);
INSERT INTO "news" VALUES(3,6,'[{"kind": "married", "player": 2, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767226500.0);
INSERT INTO "news" VALUES(3,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767226560.0);
INSERT INTO "news" VALUES(3,8,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 12}, {"kind": "camel_placed", "family": 5, "space": 5}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767226620.0);
INSERT INTO "news" VALUES(3,9,'[{"kind": "married", "player": 1, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','5:play',1767226680.0);
INSERT INTO "news" VALUES(3,10,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767226740.0);
INSERT INTO "news" VALUES(3,11,'[{"kind": "camel_placed", "family": 6, "space": 27}, {"kind": "goods_marker", "player": 2, "good": 8}, {"kind": "sale_window", "good": 8}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767226800.0);
INSERT INTO "news" VALUES(3,12,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 19}, {"kind": "goods_marker", "player": 0, "good": 6}, {"kind": "sale_window", "good": 6}, {"kind": "camel_placed", "family": 5, "space": 20}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767226860.0);
INSERT INTO "news" VALUES(3,13,'[{"kind": "camel_placed", "family": 9, "space": 90}, {"kind": "goods_marker", "player": 1, "good": 12}, {"kind": "sale_window", "good": 12}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767226920.0);
INSERT INTO "news" VALUES(3,14,'[{"kind": "married", "player": 2, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','9:play',1767226980.0);
INSERT INTO "news" VALUES(3,15,'[{"kind": "discarded", "player": 2, "count": 0}, {"kind": "turn", "player": 0, "turn": 10}]','10:play',1767227040.0);
INSERT INTO "news" VALUES(3,16,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 4}, {"kind": "camel_placed", "family": 5, "space": 26}, {"kind": "turn", "player": 1, "turn": 11}]','11:play',1767227100.0);
INSERT INTO "news" VALUES(3,17,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 21}, {"kind": "camel_placed", "family": 1, "space": 22}, {"kind": "turn", "player": 2, "turn": 12}]','12:play',1767227160.0);
INSERT INTO "news" VALUES(3,18,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 74}, {"kind": "camel_placed", "family": 8, "space": 73}, {"kind": "turn", "player": 0, "turn": 13}]','13:play',1767227220.0);
INSERT INTO "news" VALUES(3,19,'[{"kind": "camel_placed", "family": 5, "space": 25}, {"kind": "goods_marker", "player": 0, "good": 16}, {"kind": "sale_window", "good": 16}, {"kind": "turn", "player": 1, "turn": 14}]','14:play',1767227280.0);
INSERT INTO "news" VALUES(3,20,'[{"kind": "camel_placed", "family": 9, "space": 85}, {"kind": "turn", "player": 2, "turn": 15}]','15:play',1767227340.0);
INSERT INTO "news" VALUES(3,21,'[{"kind": "camel_placed", "family": 8, "space": 72}, {"kind": "turn", "player": 0, "turn": 16}]','16:play',1767227400.0);
INSERT INTO "news" VALUES(3,22,'[{"kind": "married", "player": 0, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','16:play',1767227460.0);
INSERT INTO "news" VALUES(3,23,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 17}]','17:play',1767227520.0);
INSERT INTO "news" VALUES(3,24,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 84}, {"kind": "goods_marker", "player": 1, "good": 26}, {"kind": "sale_window", "good": 26}, {"kind": "camel_placed", "family": 9, "space": 98}, {"kind": "turn", "player": 2, "turn": 18}]','18:play',1767227580.0);
INSERT INTO "news" VALUES(3,25,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 76}, {"kind": "camel_placed", "family": 8, "space": 83}, {"kind": "turn", "player": 0, "turn": 19}]','19:play',1767227640.0);
INSERT INTO "news" VALUES(3,26,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 26}, {"kind": "meeting", "active": 6, "inactive": 5, "space": 26, "paid": {"0": 4, "2": 3}}, {"kind": "marker_taken", "player": 0, "family": 6, "green": true}, {"kind": "marker_taken", "player": 0, "family": 5, "green": true}, {"kind": "camel_placed", "family": 6, "space": 33}, {"kind": "turn", "player": 1, "turn": 20}]','20:play',1767227700.0);
INSERT INTO "news" VALUES(3,27,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 78}, {"kind": "camel_placed", "family": 9, "space": 79}, {"kind": "turn", "player": 2, "turn": 21}]','21:play',1767227760.0);
INSERT INTO "news" VALUES(3,28,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 79}, {"kind": "camel_placed", "family": 8, "space": 89}, {"kind": "goods_marker", "player": 2, "good": 28}, {"kind": "sale_window", "good": 28}, {"kind": "turn", "player": 0, "turn": 22}]','22:play',1767227820.0);
INSERT INTO "news" VALUES(4,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "at_once"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767228120.0);
INSERT INTO "news" VALUES(4,2,'[{"kind": "married", "player": 0, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767228180.0);
INSERT INTO "news" VALUES(4,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767228240.0);
INSERT INTO "news" VALUES(4,4,'[{"kind": "married", "player": 1, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767228300.0);
INSERT INTO "news" VALUES(4,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767228360.0);
INSERT INTO "news" VALUES(4,6,'[{"kind": "married", "player": 2, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767228420.0);
INSERT INTO "news" VALUES(4,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767228480.0);
INSERT INTO "news" VALUES(4,8,'[{"kind": "married", "player": 0, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','4:play',1767228540.0);
INSERT INTO "news" VALUES(4,9,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767228600.0);
INSERT INTO "news" VALUES(4,10,'[{"kind": "married", "player": 1, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','5:play',1767228660.0);
INSERT INTO "news" VALUES(4,11,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767228720.0);
INSERT INTO "news" VALUES(4,12,'[{"kind": "married", "player": 2, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','6:play',1767228780.0);
INSERT INTO "news" VALUES(4,13,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767228840.0);
INSERT INTO "news" VALUES(4,14,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 99}, {"kind": "camel_placed", "family": 4, "space": 92}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767228900.0);
INSERT INTO "news" VALUES(4,15,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 74}, {"kind": "camel_placed", "family": 8, "space": 78}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767228960.0);
INSERT INTO "news" VALUES(4,16,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 94}, {"kind": "camel_placed", "family": 4, "space": 87}, {"kind": "goods_marker", "player": 2, "good": 27}, {"kind": "sale_window", "good": 27}, {"kind": "turn", "player": 0, "turn": 10}]','10:play',1767229020.0);
INSERT INTO "news" VALUES(4,17,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 81}, {"kind": "goods_marker", "player": 0, "good": 29}, {"kind": "sale_window", "good": 29}, {"kind": "camel_placed", "family": 3, "space": 82}, {"kind": "goods_marker", "player": 0, "good": 25}, {"kind": "sale_window", "good": 25}, {"kind": "turn", "player": 1, "turn": 11}]','11:play',1767229080.0);
INSERT INTO "news" VALUES(4,18,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 77}, {"kind": "goods_marker", "player": 1, "good": 24}, {"kind": "sale_window", "good": 24}, {"kind": "camel_placed", "family": 8, "space": 85}, {"kind": "turn", "player": 2, "turn": 12}]','12:play',1767229140.0);
INSERT INTO "news" VALUES(4,19,'[{"kind": "camel_placed", "family": 4, "space": 86}, {"kind": "turn", "player": 0, "turn": 13}]','13:play',1767229200.0);
INSERT INTO "news" VALUES(4,20,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 87}, {"kind": "meeting", "active": 3, "inactive": 4, "space": 87, "paid": {"0": 4, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 3, "green": true}, {"kind": "marker_taken", "player": 0, "family": 4, "green": true}, {"kind": "camel_placed", "family": 3, "space": 94}, {"kind": "turn", "player": 1, "turn": 14}]','14:play',1767229260.0);
INSERT INTO "news" VALUES(4,21,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 61}, {"kind": "goods_marker", "player": 1, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "camel_placed", "family": 8, "space": 53}]','14:sale',1767229320.0);
INSERT INTO "news" VALUES(5,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767229560.0);
INSERT INTO "news" VALUES(5,2,'[{"kind": "married", "player": 0, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767229620.0);
INSERT INTO "news" VALUES(5,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767229680.0);
INSERT INTO "news" VALUES(5,4,'[{"kind": "married", "player": 1, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767229740.0);
INSERT INTO "news" VALUES(5,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767229800.0);
INSERT INTO "news" VALUES(5,6,'[{"kind": "married", "player": 2, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767229860.0);
INSERT INTO "news" VALUES(5,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767229920.0);
INSERT INTO "news" VALUES(5,8,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 21}, {"kind": "camel_placed", "family": 1, "space": 29}, {"kind": "goods_marker", "player": 0, "good": 9}, {"kind": "sale_window", "good": 9}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767229980.0);
INSERT INTO "news" VALUES(5,9,'[{"kind": "camel_placed", "family": 0, "space": 15}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767230040.0);
INSERT INTO "news" VALUES(5,10,'[{"kind": "married", "player": 2, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','6:play',1767230100.0);
INSERT INTO "news" VALUES(5,11,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767230160.0);
INSERT INTO "news" VALUES(5,12,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 14}, {"kind": "camel_placed", "family": 1, "space": 35}, {"kind": "goods_marker", "player": 0, "good": 11}, {"kind": "sale_window", "good": 11}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767230220.0);
INSERT INTO "news" VALUES(5,13,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 7}, {"kind": "goods_marker", "player": 1, "good": 14}, {"kind": "sale_window", "good": 14}, {"kind": "camel_placed", "family": 0, "space": 9}, {"kind": "goods_marker", "player": 1, "good": 3}, {"kind": "sale_window", "good": 3}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767230280.0);
INSERT INTO "news" VALUES(6,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767230520.0);
INSERT INTO "news" VALUES(6,2,'[{"kind": "married", "player": 0, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767230580.0);
INSERT INTO "news" VALUES(6,3,'[{"kind": "discarded", "player": 0, "count": 0}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767230640.0);
INSERT INTO "news" VALUES(6,4,'[{"kind": "married", "player": 1, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767230700.0);
INSERT INTO "news" VALUES(6,5,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767230760.0);
INSERT INTO "news" VALUES(6,6,'[{"kind": "married", "player": 2, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767230820.0);
INSERT INTO "news" VALUES(6,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767230880.0);
INSERT INTO "news" VALUES(6,8,'[{"kind": "camel_placed", "family": 8, "space": 61}, {"kind": "goods_marker", "player": 0, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767230940.0);
INSERT INTO "news" VALUES(6,9,'[{"kind": "married", "player": 1, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 1, "count": 3}]','5:play',1767231000.0);
INSERT INTO "news" VALUES(6,10,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767231060.0);
INSERT INTO "news" VALUES(6,11,'[{"kind": "married", "player": 2, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','6:play',1767231120.0);
INSERT INTO "news" VALUES(6,12,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767231180.0);
INSERT INTO "news" VALUES(6,13,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 53}, {"kind": "camel_placed", "family": 8, "space": 47}, {"kind": "meeting", "active": 8, "inactive": 7, "space": 47, "paid": {"0": 3}}, {"kind": "marker_taken", "player": 0, "family": 8, "green": true}, {"kind": "marker_taken", "player": 0, "family": 7, "green": true}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767231240.0);
INSERT INTO "news" VALUES(6,14,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 99}, {"kind": "camel_placed", "family": 4, "space": 92}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767231300.0);
INSERT INTO "news" VALUES(6,15,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 1}, {"kind": "goods_marker", "player": 2, "good": 1}, {"kind": "sale_window", "good": 1}, {"kind": "camel_placed", "family": 0, "space": 15}, {"kind": "turn", "player": 0, "turn": 10}]','10:play',1767231360.0);
INSERT INTO "news" VALUES(6,16,'[{"kind": "married", "player": 0, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','10:play',1767231420.0);
INSERT INTO "news" VALUES(6,17,'[{"kind": "discarded", "player": 0, "count": 0}, {"kind": "turn", "player": 1, "turn": 11}]','11:play',1767231480.0);
INSERT INTO "news" VALUES(7,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767231720.0);
INSERT INTO "news" VALUES(7,2,'[{"kind": "married", "player": 0, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767231780.0);
INSERT INTO "news" VALUES(7,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767231840.0);
INSERT INTO "news" VALUES(7,4,'[{"kind": "married", "player": 1, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767231900.0);
INSERT INTO "news" VALUES(7,5,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767231960.0);
INSERT INTO "news" VALUES(7,6,'[{"kind": "married", "player": 2, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767232020.0);
INSERT INTO "news" VALUES(7,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767232080.0);
INSERT INTO "news" VALUES(7,8,'[{"kind": "married", "player": 0, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 0, "count": 3}]','4:play',1767232140.0);
INSERT INTO "news" VALUES(7,9,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767232200.0);
INSERT INTO "news" VALUES(8,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767232500.0);
INSERT INTO "news" VALUES(8,2,'[{"kind": "married", "player": 0, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767232560.0);
INSERT INTO "news" VALUES(8,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767232620.0);
INSERT INTO "news" VALUES(8,4,'[{"kind": "married", "player": 1, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767232680.0);
INSERT INTO "news" VALUES(8,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767232740.0);
INSERT INTO "news" VALUES(8,6,'[{"kind": "married", "player": 2, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767232800.0);
INSERT INTO "news" VALUES(8,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767232860.0);
INSERT INTO "news" VALUES(8,8,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 74}, {"kind": "camel_placed", "family": 8, "space": 73}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767232920.0);
INSERT INTO "news" VALUES(8,9,'[{"kind": "married", "player": 1, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','5:play',1767232980.0);
INSERT INTO "news" VALUES(8,10,'[{"kind": "replaced", "player": 0, "level": "greedy"}]','5:play',1767233040.0);
INSERT INTO "news" VALUES(8,11,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767233100.0);
INSERT INTO "news" VALUES(8,12,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 85}, {"kind": "camel_placed", "family": 9, "space": 90}, {"kind": "goods_marker", "player": 2, "good": 12}, {"kind": "sale_window", "good": 12}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767233160.0);
INSERT INTO "news" VALUES(8,13,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 79}, {"kind": "camel_placed", "family": 8, "space": 85}, {"kind": "meeting", "active": 8, "inactive": 9, "space": 85, "paid": {"0": 3, "1": 1, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 8, "green": true}, {"kind": "marker_taken", "player": 0, "family": 9, "green": true}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767233220.0);
INSERT INTO "news" VALUES(8,14,'[{"kind": "camel_placed", "family": 7, "space": 54}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767233280.0);
INSERT INTO "news" VALUES(8,15,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 98}, {"kind": "camel_placed", "family": 9, "space": 104}, {"kind": "turn", "player": 0, "turn": 10}]','10:play',1767233340.0);
INSERT INTO "news" VALUES(8,16,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 61}, {"kind": "goods_marker", "player": 0, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "camel_placed", "family": 8, "space": 54}, {"kind": "meeting", "active": 8, "inactive": 7, "space": 54, "paid": {"0": 3, "1": 1}}, {"kind": "marker_taken", "player": 0, "family": 8, "green": false}, {"kind": "marker_taken", "player": 0, "family": 7, "green": true}, {"kind": "turn", "player": 1, "turn": 11}]','11:play',1767233400.0);
INSERT INTO "news" VALUES(9,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767233640.0);
INSERT INTO "news" VALUES(9,2,'[{"kind": "married", "player": 0, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767233700.0);
INSERT INTO "news" VALUES(9,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767233760.0);
INSERT INTO "news" VALUES(9,4,'[{"kind": "married", "player": 1, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767233820.0);
INSERT INTO "news" VALUES(9,5,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767233880.0);
INSERT INTO "news" VALUES(9,6,'[{"kind": "married", "player": 2, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767233940.0);
INSERT INTO "news" VALUES(9,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767234000.0);
INSERT INTO "news" VALUES(9,8,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 81}, {"kind": "goods_marker", "player": 0, "good": 29}, {"kind": "sale_window", "good": 29}, {"kind": "camel_placed", "family": 3, "space": 87}, {"kind": "goods_marker", "player": 0, "good": 27}, {"kind": "sale_window", "good": 27}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767234060.0);
INSERT INTO "news" VALUES(9,9,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 62}, {"kind": "camel_placed", "family": 2, "space": 68}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767234120.0);
INSERT INTO "news" VALUES(10,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767234420.0);
INSERT INTO "news" VALUES(10,2,'[{"kind": "married", "player": 0, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767234480.0);
INSERT INTO "news" VALUES(10,3,'[{"kind": "discarded", "player": 0, "count": 0}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767234540.0);
INSERT INTO "news" VALUES(10,4,'[{"kind": "married", "player": 1, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767234600.0);
INSERT INTO "news" VALUES(10,5,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767234660.0);
INSERT INTO "news" VALUES(10,6,'[{"kind": "married", "player": 2, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767234720.0);
INSERT INTO "news" VALUES(10,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767234780.0);
INSERT INTO "news" VALUES(10,8,'[{"kind": "camel_placed", "family": 6, "space": 26}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767234840.0);
INSERT INTO "news" VALUES(10,9,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 19}, {"kind": "goods_marker", "player": 1, "good": 6}, {"kind": "sale_window", "good": 6}, {"kind": "camel_placed", "family": 6, "space": 40}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767234900.0);
INSERT INTO "news" VALUES(11,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767235260.0);
INSERT INTO "news" VALUES(11,2,'[{"kind": "married", "player": 0, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767235320.0);
INSERT INTO "news" VALUES(11,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767235380.0);
INSERT INTO "news" VALUES(11,4,'[{"kind": "married", "player": 1, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767235440.0);
INSERT INTO "news" VALUES(11,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767235500.0);
INSERT INTO "news" VALUES(11,6,'[{"kind": "married", "player": 2, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767235560.0);
INSERT INTO "news" VALUES(11,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767235620.0);
INSERT INTO "news" VALUES(11,8,'[{"kind": "vacation", "player": 2, "until": 1767667680.0}]','4:play',1767235680.0);
INSERT INTO "news" VALUES(12,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767235920.0);
INSERT INTO "news" VALUES(12,2,'[{"kind": "married", "player": 0, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767235980.0);
INSERT INTO "news" VALUES(12,3,'[{"kind": "discarded", "player": 0, "count": 0}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767236040.0);
INSERT INTO "news" VALUES(12,4,'[{"kind": "married", "player": 1, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767236100.0);
INSERT INTO "news" VALUES(12,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767236160.0);
INSERT INTO "news" VALUES(12,6,'[{"kind": "married", "player": 2, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767236220.0);
INSERT INTO "news" VALUES(12,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767236280.0);
INSERT INTO "news" VALUES(12,8,'[{"kind": "timeout", "player": 0, "policy": "replace", "left": true}]','4:play',1767236340.0);
INSERT INTO "news" VALUES(12,9,'[{"kind": "married", "player": 0, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','4:play',1767236400.0);
INSERT INTO "news" VALUES(12,10,'[{"kind": "discarded", "player": 0, "count": 0}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767236460.0);
INSERT INTO "news" VALUES(13,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767236700.0);
INSERT INTO "news" VALUES(13,2,'[{"kind": "married", "player": 0, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767236760.0);
INSERT INTO "news" VALUES(13,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767236820.0);
INSERT INTO "news" VALUES(13,4,'[{"kind": "married", "player": 1, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767236880.0);
INSERT INTO "news" VALUES(13,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767236940.0);
INSERT INTO "news" VALUES(13,6,'[{"kind": "married", "player": 2, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767237000.0);
INSERT INTO "news" VALUES(14,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767237300.0);
INSERT INTO "news" VALUES(14,2,'[{"kind": "married", "player": 0, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767237360.0);
INSERT INTO "news" VALUES(14,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767237420.0);
INSERT INTO "news" VALUES(14,4,'[{"kind": "married", "player": 1, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767237480.0);
INSERT INTO "news" VALUES(14,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767237540.0);
INSERT INTO "news" VALUES(14,6,'[{"kind": "married", "player": 2, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767237600.0);
INSERT INTO "news" VALUES(14,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767237660.0);
INSERT INTO "news" VALUES(14,8,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 27}, {"kind": "goods_marker", "player": 0, "good": 8}, {"kind": "sale_window", "good": 8}, {"kind": "camel_placed", "family": 6, "space": 33}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767237720.0);
INSERT INTO "news" VALUES(14,9,'[{"kind": "camel_placed", "family": 6, "space": 20}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767237780.0);
INSERT INTO "news" VALUES(14,10,'[{"kind": "married", "player": 2, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','6:play',1767237840.0);
INSERT INTO "news" VALUES(14,11,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767237900.0);
INSERT INTO "news" VALUES(14,12,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 13}, {"kind": "meeting", "active": 6, "inactive": 5, "space": 13, "paid": {"0": 3, "1": 3, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 6, "green": true}, {"kind": "marker_taken", "player": 0, "family": 5, "green": true}, {"kind": "camel_placed", "family": 6, "space": 6}, {"kind": "goods_marker", "player": 0, "good": 2}, {"kind": "sale_window", "good": 2}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767237960.0);
INSERT INTO "news" VALUES(14,13,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 12}, {"kind": "camel_placed", "family": 6, "space": 40}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767238020.0);
INSERT INTO "news" VALUES(14,14,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 12}, {"kind": "camel_placed", "family": 5, "space": 11}, {"kind": "goods_marker", "player": 2, "good": 4}, {"kind": "sale_window", "good": 4}, {"kind": "turn", "player": 0, "turn": 10}]','10:play',1767238080.0);
INSERT INTO "news" VALUES(14,15,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 32}, {"kind": "goods_marker", "player": 0, "good": 10}, {"kind": "sale_window", "good": 10}, {"kind": "camel_placed", "family": 6, "space": 24}, {"kind": "goods_marker", "player": 0, "good": 7}, {"kind": "sale_window", "good": 7}, {"kind": "turn", "player": 1, "turn": 11}]','11:play',1767238140.0);
INSERT INTO "news" VALUES(14,16,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 17}, {"kind": "camel_placed", "family": 6, "space": 31}, {"kind": "turn", "player": 2, "turn": 12}]','12:play',1767238200.0);
INSERT INTO "news" VALUES(14,17,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 19}, {"kind": "goods_marker", "player": 2, "good": 6}, {"kind": "sale_window", "good": 6}, {"kind": "camel_placed", "family": 5, "space": 25}, {"kind": "goods_marker", "player": 2, "good": 16}, {"kind": "sale_window", "good": 16}, {"kind": "turn", "player": 0, "turn": 13}]','13:play',1767238380.0);
INSERT INTO "news" VALUES(14,18,'[{"kind": "married", "player": 0, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 0, "count": 3}]','13:play',1767238440.0);
INSERT INTO "news" VALUES(14,19,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 14}]','14:play',1767238560.0);
INSERT INTO "news" VALUES(14,20,'[{"kind": "married", "player": 1, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 1, "count": 3}]','14:play',1767238620.0);
INSERT INTO "news" VALUES(14,21,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 15}]','15:play',1767238680.0);
INSERT INTO "news" VALUES(14,22,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 32}, {"kind": "camel_placed", "family": 5, "space": 39}, {"kind": "turn", "player": 0, "turn": 16}]','16:play',1767238740.0);
INSERT INTO "news" VALUES(14,23,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 85}, {"kind": "camel_placed", "family": 9, "space": 84}, {"kind": "goods_marker", "player": 0, "good": 26}, {"kind": "sale_window", "good": 26}, {"kind": "turn", "player": 1, "turn": 17}]','17:play',1767238800.0);
INSERT INTO "news" VALUES(14,24,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 86}, {"kind": "camel_placed", "family": 3, "space": 93}, {"kind": "turn", "player": 2, "turn": 18}]','18:play',1767238860.0);
INSERT INTO "news" VALUES(14,25,'[{"kind": "camel_placed", "family": 3, "space": 92}, {"kind": "turn", "player": 0, "turn": 19}]','19:play',1767238920.0);
INSERT INTO "news" VALUES(14,26,'[{"kind": "married", "player": 0, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','19:play',1767238980.0);
INSERT INTO "news" VALUES(14,27,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 20}]','20:play',1767239040.0);
INSERT INTO "news" VALUES(14,28,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 94}, {"kind": "camel_placed", "family": 3, "space": 101}, {"kind": "goods_marker", "player": 1, "good": 31}, {"kind": "sale_window", "good": 31}, {"kind": "turn", "player": 2, "turn": 21}]','21:play',1767239100.0);
INSERT INTO "news" VALUES(14,29,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 87}, {"kind": "goods_marker", "player": 2, "good": 27}, {"kind": "sale_window", "good": 27}, {"kind": "camel_placed", "family": 3, "space": 102}, {"kind": "turn", "player": 0, "turn": 22}]','22:play',1767239160.0);
INSERT INTO "news" VALUES(14,30,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 78}, {"kind": "camel_placed", "family": 9, "space": 98}, {"kind": "turn", "player": 1, "turn": 23}]','23:play',1767239220.0);
INSERT INTO "news" VALUES(14,31,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 82}, {"kind": "goods_marker", "player": 1, "good": 25}, {"kind": "sale_window", "good": 25}, {"kind": "camel_placed", "family": 3, "space": 99}, {"kind": "turn", "player": 2, "turn": 24}]','24:play',1767239280.0);
INSERT INTO "news" VALUES(14,32,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 75}, {"kind": "goods_marker", "player": 2, "good": 23}, {"kind": "sale_window", "good": 23}, {"kind": "camel_placed", "family": 3, "space": 70}, {"kind": "turn", "player": 0, "turn": 25}]','25:play',1767239340.0);
INSERT INTO "news" VALUES(14,33,'[{"kind": "camel_placed", "family": 9, "space": 74}, {"kind": "turn", "player": 1, "turn": 26}]','26:play',1767239400.0);
INSERT INTO "news" VALUES(14,34,'[{"kind": "married", "player": 1, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','26:play',1767239460.0);
INSERT INTO "news" VALUES(14,35,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 27}]','27:play',1767239520.0);
INSERT INTO "news" VALUES(14,36,'[{"kind": "camel_placed", "family": 5, "space": 38}, {"kind": "turn", "player": 0, "turn": 28}]','28:play',1767239580.0);
INSERT INTO "news" VALUES(14,37,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 74}, {"kind": "camel_placed", "family": 8, "space": 78}, {"kind": "meeting", "active": 8, "inactive": 9, "space": 78, "paid": {"0": 4, "1": 1}}, {"kind": "marker_taken", "player": 0, "family": 8, "green": true}, {"kind": "marker_taken", "player": 0, "family": 9, "green": true}, {"kind": "turn", "player": 1, "turn": 29}]','29:play',1767239640.0);
INSERT INTO "news" VALUES(14,38,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 73}, {"kind": "camel_placed", "family": 9, "space": 104}, {"kind": "turn", "player": 2, "turn": 30}]','30:play',1767239700.0);
INSERT INTO "news" VALUES(14,39,'[{"kind": "camel_placed", "family": 5, "space": 33}, {"kind": "turn", "player": 0, "turn": 31}]','31:play',1767239760.0);
INSERT INTO "news" VALUES(14,40,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 61}, {"kind": "goods_marker", "player": 0, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "camel_placed", "family": 8, "space": 85}, {"kind": "turn", "player": 1, "turn": 32}]','32:play',1767239820.0);
INSERT INTO "news" VALUES(14,41,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 65}, {"kind": "camel_placed", "family": 9, "space": 60}, {"kind": "turn", "player": 2, "turn": 33}]','33:play',1767239880.0);
INSERT INTO "news" VALUES(14,42,'[{"kind": "camel_placed", "family": 5, "space": 26}, {"kind": "turn", "player": 0, "turn": 34}]','34:play',1767239940.0);
INSERT INTO "news" VALUES(14,43,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 66}, {"kind": "camel_placed", "family": 8, "space": 91}, {"kind": "turn", "player": 1, "turn": 35}]','35:play',1767240000.0);
INSERT INTO "news" VALUES(14,44,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 67}, {"kind": "camel_placed", "family": 9, "space": 105}, {"kind": "goods_marker", "player": 1, "good": 33}, {"kind": "sale_window", "good": 33}, {"kind": "turn", "player": 2, "turn": 36}]','36:play',1767240060.0);
INSERT INTO "news" VALUES(14,45,'[{"kind": "camel_placed", "family": 5, "space": 6}, {"kind": "turn", "player": 0, "turn": 37}]','37:play',1767240120.0);
INSERT INTO "news" VALUES(14,46,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 98}, {"kind": "camel_placed", "family": 8, "space": 105}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 39}]','39:play',1767240180.0);
INSERT INTO "news" VALUES(14,47,'[{"kind": "camel_placed", "family": 5, "space": 10}, {"kind": "turn", "player": 0, "turn": 40}]','40:play',1767240240.0);
INSERT INTO "news" VALUES(14,48,'[{"kind": "married", "player": 0, "family": 4, "portion": 4}, {"kind": "reshuffled", "cards": 14}, {"kind": "cards_drawn", "player": 0, "count": 3}]','40:play',1767240300.0);
INSERT INTO "news" VALUES(14,49,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 43}]','43:play',1767240360.0);
INSERT INTO "news" VALUES(14,50,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 93}, {"kind": "meeting", "active": 4, "inactive": 3, "space": 93, "paid": {"0": 3, "1": 1, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 4, "green": true}, {"kind": "marker_taken", "player": 0, "family": 3, "green": true}, {"kind": "camel_placed", "family": 4, "space": 86}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 46}]','46:play',1767240420.0);
INSERT INTO "news" VALUES(14,51,'[{"kind": "camel_placed", "family": 4, "space": 80}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 49}]','49:play',1767240480.0);
INSERT INTO "news" VALUES(14,52,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 81}, {"kind": "goods_marker", "player": 0, "good": 29}, {"kind": "sale_window", "good": 29}, {"kind": "camel_placed", "family": 4, "space": 82}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 52}]','52:play',1767240540.0);
INSERT INTO "news" VALUES(14,53,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 83}, {"kind": "camel_placed", "family": 4, "space": 76}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 55}]','55:play',1767240600.0);
INSERT INTO "news" VALUES(14,54,'[{"kind": "camel_placed", "family": 4, "space": 71}, {"kind": "goods_marker", "player": 0, "good": 22}, {"kind": "sale_window", "good": 22}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 58}]','58:play',1767240660.0);
INSERT INTO "news" VALUES(14,55,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 87}, {"kind": "camel_placed", "family": 4, "space": 94}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 61}]','61:play',1767240720.0);
INSERT INTO "news" VALUES(14,56,'[{"kind": "married", "player": 0, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','61:play',1767240780.0);
INSERT INTO "news" VALUES(14,57,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 64}]','64:play',1767240840.0);
INSERT INTO "news" VALUES(14,58,'[{"kind": "camel_placed", "family": 8, "space": 60}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 67}]','67:play',1767240900.0);
INSERT INTO "news" VALUES(14,59,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 2}, {"kind": "camel_placed", "family": 0, "space": 3}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 70}]','70:play',1767240960.0);
INSERT INTO "news" VALUES(14,60,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 1}, {"kind": "goods_marker", "player": 0, "good": 1}, {"kind": "sale_window", "good": 1}, {"kind": "camel_placed", "family": 0, "space": 15}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 73}]','73:play',1767241020.0);
INSERT INTO "news" VALUES(14,61,'[{"kind": "camel_placed", "family": 8, "space": 90}, {"kind": "goods_marker", "player": 0, "good": 12}, {"kind": "sale_window", "good": 12}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 76}]','76:play',1767241080.0);
INSERT INTO "news" VALUES(14,62,'[{"kind": "card_sold", "player": 2, "card": 12, "amount": 3}]','76:play',1767241140.0);
INSERT INTO "news" VALUES(14,63,'[{"kind": "camel_placed", "family": 0, "space": 16}, {"kind": "goods_marker", "player": 0, "good": 5}, {"kind": "sale_window", "good": 5}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 78}]','78:play',1767241200.0);
INSERT INTO "news" VALUES(14,64,'[{"kind": "married", "player": 2, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','78:play',1767241320.0);
INSERT INTO "news" VALUES(14,65,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 79}]','79:play',1767241380.0);
INSERT INTO "news" VALUES(14,66,'[{"kind": "camel_placed", "family": 0, "space": 23}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 81}]','81:play',1767241440.0);
INSERT INTO "news" VALUES(14,67,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 24}, {"kind": "meeting", "active": 0, "inactive": 6, "space": 24, "paid": {"0": 4, "1": 1, "2": 3}}, {"kind": "marker_taken", "player": 2, "family": 0, "green": true}, {"kind": "marker_taken", "player": 2, "family": 6, "green": false}, {"kind": "camel_placed", "family": 0, "space": 18}, {"kind": "turn", "player": 0, "turn": 82}]','82:play',1767241500.0);
INSERT INTO "news" VALUES(14,68,'[{"kind": "camel_placed", "family": 4, "space": 89}, {"kind": "goods_marker", "player": 0, "good": 28}, {"kind": "sale_window", "good": 28}, {"kind": "turn", "player": 1, "turn": 83}]','83:play',1767241560.0);
INSERT INTO "news" VALUES(14,69,'[{"kind": "married", "player": 1, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','83:play',1767241620.0);
INSERT INTO "news" VALUES(14,70,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 84}]','84:play',1767241680.0);
INSERT INTO "news" VALUES(14,71,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 7}, {"kind": "goods_marker", "player": 2, "good": 14}, {"kind": "sale_window", "good": 14}, {"kind": "camel_placed", "family": 0, "space": 9}, {"kind": "goods_marker", "player": 2, "good": 3}, {"kind": "sale_window", "good": 3}, {"kind": "turn", "player": 0, "turn": 85}]','85:play',1767241740.0);
INSERT INTO "news" VALUES(14,72,'[{"kind": "married", "player": 0, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 0}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 87}]','87:play',1767241800.0);
INSERT INTO "news" VALUES(14,73,'[{"kind": "married", "player": 2, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','87:play',1767241860.0);
INSERT INTO "news" VALUES(14,74,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 88}]','88:play',1767241920.0);
INSERT INTO "news" VALUES(14,75,'[{"kind": "camel_placed", "family": 8, "space": 73}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 90}]','90:play',1767241980.0);
INSERT INTO "news" VALUES(14,76,'[{"kind": "camel_placed", "family": 0, "space": 14}, {"kind": "turn", "player": 0, "turn": 91}]','91:play',1767242040.0);
INSERT INTO "news" VALUES(14,77,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 29}, {"kind": "goods_marker", "player": 0, "good": 9}, {"kind": "sale_window", "good": 9}, {"kind": "camel_placed", "family": 1, "space": 35}, {"kind": "goods_marker", "player": 0, "good": 11}, {"kind": "sale_window", "good": 11}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 93}]','93:play',1767242100.0);
INSERT INTO "news" VALUES(14,78,'[{"kind": "camel_placed", "family": 7, "space": 54}, {"kind": "turn", "player": 0, "turn": 94}]','94:play',1767242220.0);
INSERT INTO "news" VALUES(14,79,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 21}, {"kind": "camel_placed", "family": 1, "space": 14}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 96}]','96:play',1767242280.0);
INSERT INTO "news" VALUES(14,80,'[{"kind": "camel_placed", "family": 7, "space": 46}, {"kind": "turn", "player": 0, "turn": 97}]','97:play',1767242340.0);
INSERT INTO "news" VALUES(14,81,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 30}, {"kind": "camel_placed", "family": 1, "space": 36}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 99}]','99:play',1767242400.0);
INSERT INTO "news" VALUES(14,82,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 52}, {"kind": "camel_placed", "family": 7, "space": 51}, {"kind": "turn", "player": 0, "turn": 100}]','100:play',1767242460.0);
INSERT INTO "news" VALUES(14,83,'[{"kind": "camel_placed", "family": 1, "space": 43}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 102}]','102:play',1767242520.0);
INSERT INTO "news" VALUES(14,84,'[{"kind": "camel_placed", "family": 7, "space": 58}, {"kind": "turn", "player": 0, "turn": 103}]','103:play',1767242580.0);
INSERT INTO "news" VALUES(14,85,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 44}, {"kind": "goods_marker", "player": 0, "good": 13}, {"kind": "sale_window", "good": 13}, {"kind": "camel_placed", "family": 1, "space": 38}, {"kind": "meeting", "active": 1, "inactive": 5, "space": 38, "paid": {"0": 3, "1": 1, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 1, "green": true}, {"kind": "marker_taken", "player": 0, "family": 5, "green": false}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 105}]','105:play',1767242640.0);
INSERT INTO "news" VALUES(14,86,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 50}, {"kind": "goods_marker", "player": 2, "good": 15}, {"kind": "sale_window", "good": 15}, {"kind": "camel_placed", "family": 7, "space": 64}, {"kind": "goods_marker", "player": 2, "good": 19}, {"kind": "sale_window", "good": 19}, {"kind": "turn", "player": 0, "turn": 106}]','106:play',1767242700.0);
INSERT INTO "news" VALUES(14,87,'[{"kind": "camel_placed", "family": 1, "space": 7}, {"kind": "meeting", "active": 1, "inactive": 0, "space": 7, "paid": {"0": 4, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 1, "green": false}, {"kind": "marker_taken", "player": 0, "family": 0, "green": false}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 108}]','108:play',1767242820.0);
INSERT INTO "news" VALUES(14,88,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 49}, {"kind": "camel_placed", "family": 7, "space": 61}, {"kind": "meeting", "active": 7, "inactive": 8, "space": 61, "paid": {"0": 1, "2": 3}}, {"kind": "marker_taken", "player": 2, "family": 7, "green": true}, {"kind": "marker_taken", "player": 2, "family": 8, "green": false}, {"kind": "turn", "player": 0, "turn": 109}]','109:play',1767242880.0);
INSERT INTO "news" VALUES(14,89,'[{"kind": "camel_placed", "family": 1, "space": 23}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 111}]','111:play',1767242940.0);
INSERT INTO "news" VALUES(14,90,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 44}, {"kind": "meeting", "active": 7, "inactive": 1, "space": 44, "paid": {"0": 1, "2": 3}}, {"kind": "marker_taken", "player": 2, "family": 7, "green": false}, {"kind": "marker_taken", "player": 2, "family": 1, "green": false}, {"kind": "camel_placed", "family": 7, "space": 37}, {"kind": "turn", "player": 0, "turn": 112}]','112:play',1767243000.0);
INSERT INTO "news" VALUES(14,91,'[{"kind": "married", "player": 0, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 0, "count": 0}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 114}]','114:play',1767243060.0);
INSERT INTO "news" VALUES(14,92,'[{"kind": "married", "player": 2, "family": 4, "portion": 4}, {"kind": "reshuffled", "cards": 8}, {"kind": "cards_drawn", "player": 2, "count": 3}]','114:play',1767243120.0);
INSERT INTO "news" VALUES(14,93,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 115}]','115:play',1767243180.0);
INSERT INTO "news" VALUES(14,94,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 62}, {"kind": "camel_placed", "family": 2, "space": 63}, {"kind": "passed", "player": 1}, {"kind": "turn", "player": 2, "turn": 117}]','117:play',1767243240.0);
INSERT INTO "news" VALUES(14,95,'[{"kind": "married", "player": 2, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','117:play',1767243300.0);
INSERT INTO "news" VALUES(14,96,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 118}]','118:play',1767243360.0);
INSERT INTO "news" VALUES(14,97,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 48}, {"kind": "camel_placed", "family": 2, "space": 56}, {"kind": "goods_marker", "player": 0, "good": 17}, {"kind": "sale_window", "good": 17}, {"kind": "passed", "player": 1}, {"kind": "passed", "player": 2}, {"kind": "turn", "player": 0, "turn": 121}]','121:play',1767243420.0);
INSERT INTO "news" VALUES(14,98,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 49}, {"kind": "meeting", "active": 2, "inactive": 7, "space": 49, "paid": {"0": 3, "2": 1}}, {"kind": "marker_taken", "player": 0, "family": 2, "green": true}, {"kind": "marker_taken", "player": 0, "family": 7, "green": false}, {"kind": "camel_placed", "family": 2, "space": 64}, {"kind": "game_over", "reason": "every family has a relationship", "winners": [0]}]','121:over',1767243480.0);
INSERT INTO "news" VALUES(15,1,'[{"kind": "started", "seats": [0, 1, 2, 3], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767243780.0);
INSERT INTO "news" VALUES(15,2,'[{"kind": "married", "player": 0, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767243840.0);
INSERT INTO "news" VALUES(15,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767243900.0);
INSERT INTO "news" VALUES(15,4,'[{"kind": "married", "player": 1, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767243960.0);
INSERT INTO "news" VALUES(15,5,'[{"kind": "discarded", "player": 1, "count": 1}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767244020.0);
INSERT INTO "news" VALUES(15,6,'[{"kind": "married", "player": 2, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767244080.0);
INSERT INTO "news" VALUES(15,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 3, "turn": 4}]','4:play',1767244140.0);
INSERT INTO "news" VALUES(15,8,'[{"kind": "married", "player": 3, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 3, "count": 3}]','4:play',1767244200.0);
INSERT INTO "news" VALUES(15,9,'[{"kind": "discarded", "player": 3, "count": 1}, {"kind": "turn", "player": 0, "turn": 5}]','5:play',1767244260.0);
INSERT INTO "news" VALUES(15,10,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 21}, {"kind": "camel_placed", "family": 1, "space": 15}, {"kind": "turn", "player": 1, "turn": 6}]','6:play',1767244320.0);
INSERT INTO "news" VALUES(15,11,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 48}, {"kind": "camel_placed", "family": 2, "space": 56}, {"kind": "goods_marker", "player": 1, "good": 17}, {"kind": "sale_window", "good": 17}, {"kind": "turn", "player": 2, "turn": 7}]','7:play',1767244380.0);
INSERT INTO "news" VALUES(15,12,'[{"kind": "camel_placed", "family": 6, "space": 40}, {"kind": "turn", "player": 3, "turn": 8}]','8:play',1767244440.0);
INSERT INTO "news" VALUES(15,13,'[{"kind": "married", "player": 3, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 3, "count": 3}]','8:play',1767244500.0);
INSERT INTO "news" VALUES(15,14,'[{"kind": "discarded", "player": 3, "count": 2}, {"kind": "turn", "player": 0, "turn": 9}]','9:play',1767244560.0);
INSERT INTO "news" VALUES(15,15,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 16}, {"kind": "goods_marker", "player": 0, "good": 5}, {"kind": "sale_window", "good": 5}, {"kind": "camel_placed", "family": 1, "space": 23}, {"kind": "turn", "player": 1, "turn": 10}]','10:play',1767244620.0);
INSERT INTO "news" VALUES(15,16,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 63}, {"kind": "camel_placed", "family": 2, "space": 64}, {"kind": "goods_marker", "player": 1, "good": 19}, {"kind": "sale_window", "good": 19}, {"kind": "turn", "player": 2, "turn": 11}]','11:play',1767244680.0);
INSERT INTO "news" VALUES(15,17,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 33}, {"kind": "camel_placed", "family": 6, "space": 46}, {"kind": "turn", "player": 3, "turn": 12}]','12:play',1767244740.0);
INSERT INTO "news" VALUES(15,18,'[{"kind": "camel_placed", "family": 6, "space": 53}, {"kind": "turn", "player": 0, "turn": 13}]','13:play',1767244800.0);
INSERT INTO "news" VALUES(15,19,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 8}, {"kind": "meeting", "active": 1, "inactive": 0, "space": 8, "paid": {"0": 3}}, {"kind": "marker_taken", "player": 0, "family": 1, "green": true}, {"kind": "marker_taken", "player": 0, "family": 0, "green": true}, {"kind": "camel_placed", "family": 1, "space": 22}, {"kind": "turn", "player": 1, "turn": 14}]','14:play',1767244860.0);
INSERT INTO "news" VALUES(15,20,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 58}, {"kind": "camel_placed", "family": 2, "space": 51}, {"kind": "turn", "player": 2, "turn": 15}]','15:play',1767244920.0);
INSERT INTO "news" VALUES(15,21,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 32}, {"kind": "goods_marker", "player": 2, "good": 10}, {"kind": "sale_window", "good": 10}, {"kind": "camel_placed", "family": 6, "space": 31}, {"kind": "turn", "player": 3, "turn": 16}]','16:play',1767244980.0);
INSERT INTO "news" VALUES(15,22,'[{"kind": "card_sold", "player": 0, "card": 10, "amount": 3}]','16:play',1767245040.0);
INSERT INTO "news" VALUES(15,23,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 25}, {"kind": "goods_marker", "player": 3, "good": 16}, {"kind": "sale_window", "good": 16}, {"kind": "camel_placed", "family": 6, "space": 37}, {"kind": "turn", "player": 0, "turn": 17}]','17:play',1767245100.0);
INSERT INTO "news" VALUES(15,24,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 14}, {"kind": "camel_placed", "family": 1, "space": 31}, {"kind": "meeting", "active": 1, "inactive": 6, "space": 31, "paid": {"0": 3, "2": 1, "3": 1}}, {"kind": "marker_taken", "player": 0, "family": 1, "green": false}, {"kind": "marker_taken", "player": 0, "family": 6, "green": true}, {"kind": "turn", "player": 1, "turn": 18}]','18:play',1767245160.0);
INSERT INTO "news" VALUES(15,25,'[{"kind": "camel_placed", "family": 2, "space": 70}, {"kind": "turn", "player": 2, "turn": 19}]','19:play',1767245220.0);
INSERT INTO "news" VALUES(15,26,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 30}, {"kind": "camel_placed", "family": 6, "space": 52}, {"kind": "turn", "player": 3, "turn": 20}]','20:play',1767245280.0);
INSERT INTO "news" VALUES(15,27,'[{"kind": "married", "player": 3, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 3, "count": 3}]','20:play',1767245340.0);
INSERT INTO "news" VALUES(15,28,'[{"kind": "discarded", "player": 3, "count": 2}, {"kind": "turn", "player": 0, "turn": 21}]','21:play',1767245400.0);
INSERT INTO "news" VALUES(15,29,'[{"kind": "camel_placed", "family": 1, "space": 30}, {"kind": "turn", "player": 1, "turn": 22}]','22:play',1767245460.0);
INSERT INTO "news" VALUES(15,30,'[{"kind": "treasury_paid", "family": 2, "amount": 1}, {"kind": "camel_placed", "family": 2, "space": 52}, {"kind": "camel_placed", "family": 2, "space": 75}, {"kind": "goods_marker", "player": 1, "good": 23}, {"kind": "sale_window", "good": 23}, {"kind": "turn", "player": 2, "turn": 23}]','23:play',1767245520.0);
INSERT INTO "news" VALUES(15,31,'[{"kind": "camel_placed", "family": 6, "space": 39}, {"kind": "turn", "player": 3, "turn": 24}]','24:play',1767245580.0);
INSERT INTO "news" VALUES(15,32,'[{"kind": "card_sold", "player": 1, "card": 23, "amount": 3}]','24:play',1767245640.0);
INSERT INTO "news" VALUES(15,33,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 46}, {"kind": "camel_placed", "family": 7, "space": 45}, {"kind": "turn", "player": 0, "turn": 25}]','25:play',1767245700.0);
INSERT INTO "news" VALUES(15,34,'[{"kind": "camel_placed", "family": 1, "space": 17}, {"kind": "turn", "player": 1, "turn": 26}]','26:play',1767245760.0);
INSERT INTO "news" VALUES(15,35,'[{"kind": "camel_placed", "family": 2, "space": 60}, {"kind": "turn", "player": 2, "turn": 27}]','27:play',1767245820.0);
INSERT INTO "news" VALUES(15,36,'[{"kind": "married", "player": 2, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','27:play',1767245880.0);
INSERT INTO "news" VALUES(15,37,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 3, "turn": 28}]','28:play',1767245940.0);
INSERT INTO "news" VALUES(15,38,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 6}, {"kind": "goods_marker", "player": 3, "good": 2}, {"kind": "sale_window", "good": 2}, {"kind": "camel_placed", "family": 5, "space": 12}, {"kind": "turn", "player": 0, "turn": 29}]','29:play',1767246000.0);
INSERT INTO "news" VALUES(15,39,'[{"kind": "camel_placed", "family": 1, "space": 35}, {"kind": "goods_marker", "player": 0, "good": 11}, {"kind": "sale_window", "good": 11}, {"kind": "turn", "player": 1, "turn": 30}]','30:play',1767246060.0);
INSERT INTO "news" VALUES(15,40,'[{"kind": "camel_placed", "family": 2, "space": 65}, {"kind": "turn", "player": 2, "turn": 31}]','31:play',1767246120.0);
INSERT INTO "news" VALUES(15,41,'[{"kind": "married", "player": 2, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','31:play',1767246180.0);
INSERT INTO "news" VALUES(15,42,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 3, "turn": 32}]','32:play',1767246240.0);
INSERT INTO "news" VALUES(15,43,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 19}, {"kind": "goods_marker", "player": 3, "good": 6}, {"kind": "sale_window", "good": 6}, {"kind": "camel_placed", "family": 5, "space": 20}, {"kind": "turn", "player": 0, "turn": 33}]','33:play',1767246300.0);
INSERT INTO "news" VALUES(15,44,'[{"kind": "married", "player": 0, "family": 4, "portion": 4}, {"kind": "reshuffled", "cards": 13}, {"kind": "cards_drawn", "player": 0, "count": 3}]','33:play',1767246360.0);
INSERT INTO "news" VALUES(15,45,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 34}]','34:play',1767246420.0);
INSERT INTO "news" VALUES(15,46,'[{"kind": "married", "player": 1, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','34:play',1767246480.0);
INSERT INTO "news" VALUES(15,47,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 35}]','35:play',1767246540.0);
INSERT INTO "news" VALUES(15,48,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 5}, {"kind": "camel_placed", "family": 5, "space": 27}, {"kind": "goods_marker", "player": 2, "good": 8}, {"kind": "sale_window", "good": 8}, {"kind": "turn", "player": 3, "turn": 36}]','36:play',1767246600.0);
INSERT INTO "news" VALUES(15,49,'[{"kind": "card_sold", "player": 2, "card": 8, "amount": 3}]','36:play',1767246660.0);
INSERT INTO "news" VALUES(15,50,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 25}, {"kind": "meeting", "active": 5, "inactive": 6, "space": 25, "paid": {"2": 4, "3": 4}}, {"kind": "marker_taken", "player": 3, "family": 5, "green": true}, {"kind": "marker_taken", "player": 3, "family": 6, "green": false}, {"kind": "camel_placed", "family": 5, "space": 26}, {"kind": "turn", "player": 0, "turn": 37}]','37:play',1767246720.0);
INSERT INTO "news" VALUES(15,51,'[{"kind": "camel_placed", "family": 4, "space": 99}, {"kind": "turn", "player": 1, "turn": 38}]','38:play',1767246780.0);
INSERT INTO "news" VALUES(15,52,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 53}, {"kind": "camel_placed", "family": 7, "space": 60}, {"kind": "meeting", "active": 7, "inactive": 2, "space": 60, "paid": {"1": 4, "3": 3}}, {"kind": "marker_taken", "player": 1, "family": 7, "green": true}, {"kind": "marker_taken", "player": 1, "family": 2, "green": true}, {"kind": "turn", "player": 2, "turn": 39}]','39:play',1767246840.0);
INSERT INTO "news" VALUES(15,53,'[{"kind": "camel_placed", "family": 5, "space": 33}, {"kind": "turn", "player": 3, "turn": 40}]','40:play',1767246900.0);
INSERT INTO "news" VALUES(15,54,'[{"kind": "camel_placed", "family": 7, "space": 51}, {"kind": "turn", "player": 0, "turn": 41}]','41:play',1767246960.0);
INSERT INTO "news" VALUES(15,55,'[{"kind": "married", "player": 0, "family": 2, "portion": 5}, {"kind": "cards_drawn", "player": 0, "count": 3}]','41:play',1767247020.0);
INSERT INTO "news" VALUES(15,56,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 42}]','42:play',1767247080.0);
INSERT INTO "news" VALUES(15,57,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 39}, {"kind": "meeting", "active": 7, "inactive": 6, "space": 39, "paid": {"1": 3, "2": 1, "3": 4}}, {"kind": "marker_taken", "player": 1, "family": 7, "green": false}, {"kind": "marker_taken", "player": 1, "family": 6, "green": false}, {"kind": "camel_placed", "family": 7, "space": 32}, {"kind": "turn", "player": 2, "turn": 43}]','43:play',1767247140.0);
INSERT INTO "news" VALUES(15,58,'[{"kind": "married", "player": 2, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','43:play',1767247200.0);
INSERT INTO "news" VALUES(15,59,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 3, "turn": 44}]','44:play',1767247260.0);
INSERT INTO "news" VALUES(15,60,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 24}, {"kind": "goods_marker", "player": 3, "good": 7}, {"kind": "sale_window", "good": 7}, {"kind": "camel_placed", "family": 7, "space": 38}, {"kind": "turn", "player": 0, "turn": 45}]','45:play',1767247320.0);
INSERT INTO "news" VALUES(15,61,'[{"kind": "card_sold", "player": 2, "card": 7, "amount": 3}]','45:play',1767247380.0);
INSERT INTO "news" VALUES(15,62,'[{"kind": "camel_placed", "family": 4, "space": 94}, {"kind": "turn", "player": 1, "turn": 46}]','46:play',1767247440.0);
INSERT INTO "news" VALUES(15,63,'[{"kind": "treasury_paid", "family": 7, "amount": 1}, {"kind": "camel_placed", "family": 7, "space": 50}, {"kind": "goods_marker", "player": 1, "good": 15}, {"kind": "sale_window", "good": 15}, {"kind": "camel_placed", "family": 7, "space": 61}, {"kind": "goods_marker", "player": 1, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "turn", "player": 2, "turn": 47}]','47:play',1767247500.0);
INSERT INTO "news" VALUES(15,64,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 24}, {"kind": "meeting", "active": 5, "inactive": 7, "space": 24, "paid": {"1": 1, "2": 3, "3": 4}}, {"kind": "marker_taken", "player": 2, "family": 5, "green": false}, {"kind": "marker_taken", "player": 2, "family": 7, "green": false}, {"kind": "camel_placed", "family": 5, "space": 23}, {"kind": "meeting", "active": 5, "inactive": 1, "space": 23, "paid": {"0": 1, "2": 4, "3": 3}}, {"kind": "marker_taken", "player": 2, "family": 5, "green": false}, {"kind": "marker_taken", "player": 2, "family": 1, "green": false}, {"kind": "turn", "player": 3, "turn": 48}]','48:play',1767247560.0);
INSERT INTO "news" VALUES(15,65,'[{"kind": "married", "player": 3, "family": 0, "portion": 4}, {"kind": "reshuffled", "cards": 8}, {"kind": "cards_drawn", "player": 3, "count": 3}]','48:play',1767247620.0);
INSERT INTO "news" VALUES(15,66,'[{"kind": "discarded", "player": 3, "count": 2}, {"kind": "turn", "player": 0, "turn": 49}]','49:play',1767247680.0);
INSERT INTO "news" VALUES(15,67,'[{"kind": "married", "player": 0, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','49:play',1767247740.0);
INSERT INTO "news" VALUES(15,68,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 50}]','50:play',1767247800.0);
INSERT INTO "news" VALUES(15,69,'[{"kind": "married", "player": 1, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','50:play',1767247860.0);
INSERT INTO "news" VALUES(15,70,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 51}]','51:play',1767247920.0);
INSERT INTO "news" VALUES(15,71,'[{"kind": "married", "player": 2, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 0}, {"kind": "turn", "player": 3, "turn": 52}]','52:play',1767247980.0);
INSERT INTO "news" VALUES(15,72,'[{"kind": "camel_placed", "family": 0, "space": 16}, {"kind": "turn", "player": 0, "turn": 53}]','53:play',1767248040.0);
INSERT INTO "news" VALUES(15,73,'[{"kind": "camel_placed", "family": 0, "space": 17}, {"kind": "turn", "player": 1, "turn": 54}]','54:play',1767248100.0);
INSERT INTO "news" VALUES(15,74,'[{"kind": "camel_placed", "family": 8, "space": 66}, {"kind": "turn", "player": 2, "turn": 55}]','55:play',1767248160.0);
INSERT INTO "news" VALUES(15,75,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 65}, {"kind": "meeting", "active": 8, "inactive": 2, "space": 65, "paid": {"0": 1, "1": 4, "2": 3}}, {"kind": "marker_taken", "player": 2, "family": 8, "green": true}, {"kind": "marker_taken", "player": 2, "family": 2, "green": false}, {"kind": "camel_placed", "family": 8, "space": 72}, {"kind": "turn", "player": 3, "turn": 56}]','56:play',1767248220.0);
INSERT INTO "news" VALUES(15,76,'[{"kind": "married", "player": 3, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 3, "count": 0}, {"kind": "turn", "player": 0, "turn": 57}]','57:play',1767248280.0);
INSERT INTO "news" VALUES(15,77,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 9}, {"kind": "goods_marker", "player": 0, "good": 3}, {"kind": "sale_window", "good": 3}, {"kind": "camel_placed", "family": 0, "space": 3}, {"kind": "turn", "player": 1, "turn": 58}]','58:play',1767248340.0);
INSERT INTO "news" VALUES(15,78,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 59}, {"kind": "goods_marker", "player": 1, "good": 18}, {"kind": "sale_window", "good": 18}, {"kind": "camel_placed", "family": 8, "space": 77}, {"kind": "goods_marker", "player": 1, "good": 24}, {"kind": "sale_window", "good": 24}, {"kind": "turn", "player": 2, "turn": 59}]','59:play',1767248400.0);
INSERT INTO "news" VALUES(15,79,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 90}, {"kind": "goods_marker", "player": 2, "good": 12}, {"kind": "sale_window", "good": 12}, {"kind": "camel_placed", "family": 9, "space": 84}, {"kind": "goods_marker", "player": 2, "good": 26}, {"kind": "sale_window", "good": 26}, {"kind": "turn", "player": 3, "turn": 60}]','60:play',1767248460.0);
INSERT INTO "news" VALUES(15,80,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 2}, {"kind": "camel_placed", "family": 0, "space": 22}, {"kind": "turn", "player": 0, "turn": 61}]','61:play',1767248520.0);
INSERT INTO "news" VALUES(15,81,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 88}, {"kind": "camel_placed", "family": 4, "space": 101}, {"kind": "goods_marker", "player": 0, "good": 31}, {"kind": "sale_window", "good": 31}, {"kind": "turn", "player": 1, "turn": 62}]','62:play',1767248580.0);
INSERT INTO "news" VALUES(15,82,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 58}, {"kind": "camel_placed", "family": 8, "space": 76}, {"kind": "turn", "player": 2, "turn": 63}]','63:play',1767248640.0);
INSERT INTO "news" VALUES(15,83,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 64}, {"kind": "camel_placed", "family": 8, "space": 63}, {"kind": "turn", "player": 3, "turn": 64}]','64:play',1767248700.0);
INSERT INTO "news" VALUES(15,84,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 7}, {"kind": "goods_marker", "player": 3, "good": 14}, {"kind": "sale_window", "good": 14}, {"kind": "camel_placed", "family": 0, "space": 10}, {"kind": "turn", "player": 0, "turn": 65}]','65:play',1767248760.0);
INSERT INTO "news" VALUES(15,85,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 83}, {"kind": "camel_placed", "family": 4, "space": 93}, {"kind": "turn", "player": 1, "turn": 66}]','66:play',1767248820.0);
INSERT INTO "news" VALUES(15,86,'[{"kind": "camel_placed", "family": 8, "space": 70}, {"kind": "turn", "player": 2, "turn": 67}]','67:play',1767248940.0);
INSERT INTO "news" VALUES(15,87,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 97}, {"kind": "camel_placed", "family": 9, "space": 104}, {"kind": "turn", "player": 3, "turn": 68}]','68:play',1767249000.0);
INSERT INTO "news" VALUES(15,88,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 1}, {"kind": "goods_marker", "player": 3, "good": 1}, {"kind": "sale_window", "good": 1}, {"kind": "camel_placed", "family": 0, "space": 14}, {"kind": "turn", "player": 0, "turn": 69}]','69:play',1767249060.0);
INSERT INTO "news" VALUES(15,89,'[{"kind": "treasury_paid", "family": 4, "amount": 1}, {"kind": "camel_placed", "family": 4, "space": 86}, {"kind": "camel_placed", "family": 4, "space": 80}, {"kind": "meeting", "active": 4, "inactive": 3, "space": 80, "paid": {"0": 3, "3": 1}}, {"kind": "marker_taken", "player": 0, "family": 4, "green": true}, {"kind": "marker_taken", "player": 0, "family": 3, "green": true}, {"kind": "turn", "player": 1, "turn": 70}]','70:play',1767249180.0);
INSERT INTO "news" VALUES(15,90,'[{"kind": "married", "player": 1, "family": 4, "portion": 4}, {"kind": "reshuffled", "cards": 5}, {"kind": "cards_drawn", "player": 1, "count": 3}]','70:play',1767249240.0);
INSERT INTO "news" VALUES(15,91,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 71}]','71:play',1767249300.0);
INSERT INTO "news" VALUES(15,92,'[{"kind": "camel_placed", "family": 9, "space": 77}, {"kind": "meeting", "active": 9, "inactive": 8, "space": 77, "paid": {"1": 1, "2": 4}}, {"kind": "marker_taken", "player": 2, "family": 9, "green": true}, {"kind": "marker_taken", "player": 2, "family": 8, "green": false}, {"kind": "game_over", "reason": "every family has a relationship", "winners": [2]}]','71:over',1767249360.0);
INSERT INTO "news" VALUES(16,1,'[{"kind": "started", "seats": [0, 1, 2, 3, 4], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767249720.0);
INSERT INTO "news" VALUES(16,2,'[{"kind": "married", "player": 0, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767249780.0);
INSERT INTO "news" VALUES(16,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767249840.0);
INSERT INTO "news" VALUES(16,4,'[{"kind": "married", "player": 1, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767249900.0);
INSERT INTO "news" VALUES(16,5,'[{"kind": "discarded", "player": 1, "count": 0}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767249960.0);
INSERT INTO "news" VALUES(16,6,'[{"kind": "married", "player": 2, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767250020.0);
INSERT INTO "news" VALUES(16,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 3, "turn": 4}]','4:play',1767250080.0);
INSERT INTO "news" VALUES(16,8,'[{"kind": "married", "player": 3, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 3, "count": 3}]','4:play',1767250140.0);
INSERT INTO "news" VALUES(16,9,'[{"kind": "discarded", "player": 3, "count": 2}, {"kind": "turn", "player": 4, "turn": 5}]','5:play',1767250200.0);
INSERT INTO "news" VALUES(16,10,'[{"kind": "married", "player": 4, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 4, "count": 3}]','5:play',1767250260.0);
INSERT INTO "news" VALUES(16,11,'[{"kind": "discarded", "player": 4, "count": 2}, {"kind": "turn", "player": 0, "turn": 6}]','6:play',1767250320.0);
INSERT INTO "news" VALUES(16,12,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 81}, {"kind": "goods_marker", "player": 0, "good": 29}, {"kind": "sale_window", "good": 29}, {"kind": "camel_placed", "family": 3, "space": 86}, {"kind": "turn", "player": 1, "turn": 7}]','7:play',1767250380.0);
INSERT INTO "news" VALUES(16,13,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 93}, {"kind": "camel_placed", "family": 3, "space": 100}, {"kind": "meeting", "active": 3, "inactive": 4, "space": 100, "paid": {"0": 3, "1": 3}}, {"kind": "marker_taken", "player": 1, "family": 3, "green": true}, {"kind": "marker_taken", "player": 1, "family": 4, "green": true}, {"kind": "turn", "player": 2, "turn": 8}]','8:play',1767250500.0);
INSERT INTO "news" VALUES(16,14,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 1}, {"kind": "goods_marker", "player": 2, "good": 1}, {"kind": "sale_window", "good": 1}, {"kind": "camel_placed", "family": 0, "space": 15}, {"kind": "turn", "player": 3, "turn": 9}]','9:play',1767250560.0);
INSERT INTO "news" VALUES(16,15,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 33}, {"kind": "camel_placed", "family": 6, "space": 25}, {"kind": "goods_marker", "player": 3, "good": 16}, {"kind": "sale_window", "good": 16}, {"kind": "turn", "player": 4, "turn": 10}]','10:play',1767250620.0);
INSERT INTO "news" VALUES(16,16,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 7}, {"kind": "goods_marker", "player": 4, "good": 14}, {"kind": "sale_window", "good": 14}, {"kind": "camel_placed", "family": 0, "space": 9}, {"kind": "goods_marker", "player": 4, "good": 3}, {"kind": "sale_window", "good": 3}, {"kind": "turn", "player": 0, "turn": 11}]','11:play',1767250680.0);
INSERT INTO "news" VALUES(16,17,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 94}, {"kind": "camel_placed", "family": 3, "space": 99}, {"kind": "turn", "player": 1, "turn": 12}]','12:play',1767250800.0);
INSERT INTO "news" VALUES(16,18,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 92}, {"kind": "camel_placed", "family": 3, "space": 95}, {"kind": "turn", "player": 2, "turn": 13}]','13:play',1767250920.0);
INSERT INTO "news" VALUES(16,19,'[{"kind": "married", "player": 2, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','13:play',1767250980.0);
INSERT INTO "news" VALUES(16,20,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 3, "turn": 14}]','14:play',1767251040.0);
INSERT INTO "news" VALUES(16,21,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 26}, {"kind": "camel_placed", "family": 6, "space": 40}, {"kind": "turn", "player": 4, "turn": 15}]','15:play',1767251100.0);
INSERT INTO "news" VALUES(16,22,'[{"kind": "camel_placed", "family": 0, "space": 22}, {"kind": "turn", "player": 0, "turn": 16}]','16:play',1767251160.0);
INSERT INTO "news" VALUES(16,23,'[{"kind": "married", "player": 0, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 0, "count": 3}]','16:play',1767251220.0);
INSERT INTO "news" VALUES(16,24,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 17}]','17:play',1767251280.0);
INSERT INTO "news" VALUES(16,25,'[{"kind": "treasury_paid", "family": 3, "amount": 1}, {"kind": "camel_placed", "family": 3, "space": 87}, {"kind": "goods_marker", "player": 1, "good": 27}, {"kind": "sale_window", "good": 27}, {"kind": "camel_placed", "family": 3, "space": 88}, {"kind": "turn", "player": 2, "turn": 18}]','18:play',1767251340.0);
INSERT INTO "news" VALUES(16,26,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 23}, {"kind": "camel_placed", "family": 0, "space": 30}, {"kind": "turn", "player": 3, "turn": 19}]','19:play',1767251400.0);
INSERT INTO "news" VALUES(16,27,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 46}, {"kind": "camel_placed", "family": 6, "space": 52}, {"kind": "turn", "player": 4, "turn": 20}]','20:play',1767251460.0);
INSERT INTO "news" VALUES(16,28,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 3}, {"kind": "camel_placed", "family": 0, "space": 31}, {"kind": "turn", "player": 0, "turn": 21}]','21:play',1767251520.0);
INSERT INTO "news" VALUES(16,29,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 98}, {"kind": "camel_placed", "family": 9, "space": 104}, {"kind": "turn", "player": 1, "turn": 22}]','22:play',1767251580.0);
INSERT INTO "news" VALUES(16,30,'[{"kind": "married", "player": 1, "family": 8, "portion": 4}, {"kind": "reshuffled", "cards": 10}, {"kind": "cards_drawn", "player": 1, "count": 3}]','22:play',1767251640.0);
INSERT INTO "news" VALUES(16,31,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 23}]','23:play',1767251700.0);
INSERT INTO "news" VALUES(16,32,'[{"kind": "camel_placed", "family": 0, "space": 0}, {"kind": "turn", "player": 3, "turn": 24}]','24:play',1767251760.0);
INSERT INTO "news" VALUES(16,33,'[{"kind": "treasury_paid", "family": 6, "amount": 1}, {"kind": "camel_placed", "family": 6, "space": 24}, {"kind": "goods_marker", "player": 3, "good": 7}, {"kind": "sale_window", "good": 7}, {"kind": "camel_placed", "family": 6, "space": 23}, {"kind": "meeting", "active": 6, "inactive": 0, "space": 23, "paid": {"2": 1, "3": 3, "4": 1}}, {"kind": "marker_taken", "player": 3, "family": 6, "green": true}, {"kind": "marker_taken", "player": 3, "family": 0, "green": true}, {"kind": "turn", "player": 4, "turn": 25}]','25:play',1767251820.0);
INSERT INTO "news" VALUES(16,34,'[{"kind": "married", "player": 4, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 4, "count": 3}]','25:play',1767251880.0);
INSERT INTO "news" VALUES(16,35,'[{"kind": "discarded", "player": 4, "count": 2}, {"kind": "turn", "player": 0, "turn": 26}]','26:play',1767251940.0);
INSERT INTO "news" VALUES(16,36,'[{"kind": "camel_placed", "family": 3, "space": 96}, {"kind": "goods_marker", "player": 0, "good": 30}, {"kind": "sale_window", "good": 30}, {"kind": "turn", "player": 1, "turn": 27}]','27:play',1767252000.0);
INSERT INTO "news" VALUES(16,37,'[{"kind": "camel_placed", "family": 8, "space": 66}, {"kind": "turn", "player": 2, "turn": 28}]','28:play',1767252060.0);
INSERT INTO "news" VALUES(16,38,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 29}, {"kind": "goods_marker", "player": 2, "good": 9}, {"kind": "sale_window", "good": 9}, {"kind": "camel_placed", "family": 1, "space": 22}, {"kind": "turn", "player": 3, "turn": 29}]','29:play',1767252120.0);
INSERT INTO "news" VALUES(16,39,'[{"kind": "camel_placed", "family": 6, "space": 19}, {"kind": "goods_marker", "player": 3, "good": 6}, {"kind": "sale_window", "good": 6}, {"kind": "turn", "player": 4, "turn": 30}]','30:play',1767252240.0);
INSERT INTO "news" VALUES(16,40,'[{"kind": "camel_placed", "family": 5, "space": 6}, {"kind": "goods_marker", "player": 4, "good": 2}, {"kind": "sale_window", "good": 2}, {"kind": "turn", "player": 0, "turn": 31}]','31:play',1767252360.0);
INSERT INTO "news" VALUES(16,41,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 97}, {"kind": "camel_placed", "family": 9, "space": 96}, {"kind": "meeting", "active": 9, "inactive": 3, "space": 96, "paid": {"0": 4, "1": 1}}, {"kind": "marker_taken", "player": 0, "family": 9, "green": true}, {"kind": "marker_taken", "player": 0, "family": 3, "green": false}, {"kind": "turn", "player": 1, "turn": 32}]','32:play',1767252420.0);
INSERT INTO "news" VALUES(16,42,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 61}, {"kind": "goods_marker", "player": 1, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "camel_placed", "family": 8, "space": 53}, {"kind": "turn", "player": 2, "turn": 33}]','33:play',1767252480.0);
INSERT INTO "news" VALUES(16,43,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 36}, {"kind": "camel_placed", "family": 1, "space": 42}, {"kind": "turn", "player": 3, "turn": 34}]','34:play',1767252540.0);
INSERT INTO "news" VALUES(16,44,'[{"kind": "camel_placed", "family": 6, "space": 53}, {"kind": "turn", "player": 4, "turn": 35}]','35:play',1767252600.0);
INSERT INTO "news" VALUES(16,45,'[{"kind": "camel_placed", "family": 0, "space": 37}, {"kind": "turn", "player": 0, "turn": 36}]','36:play',1767252660.0);
INSERT INTO "news" VALUES(16,46,'[{"kind": "married", "player": 0, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','36:play',1767252720.0);
INSERT INTO "news" VALUES(16,47,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 37}]','37:play',1767252780.0);
INSERT INTO "news" VALUES(16,48,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 74}, {"kind": "camel_placed", "family": 8, "space": 79}, {"kind": "turn", "player": 2, "turn": 38}]','38:play',1767252840.0);
INSERT INTO "news" VALUES(16,49,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 15}, {"kind": "meeting", "active": 1, "inactive": 0, "space": 15, "paid": {"2": 4, "4": 1}}, {"kind": "marker_taken", "player": 2, "family": 1, "green": true}, {"kind": "marker_taken", "player": 2, "family": 0, "green": false}, {"kind": "camel_placed", "family": 1, "space": 48}, {"kind": "turn", "player": 3, "turn": 39}]','39:play',1767252900.0);
INSERT INTO "news" VALUES(16,50,'[{"kind": "camel_placed", "family": 6, "space": 51}, {"kind": "turn", "player": 4, "turn": 40}]','40:play',1767252960.0);
INSERT INTO "news" VALUES(16,51,'[{"kind": "married", "player": 4, "family": 4, "portion": 4}, {"kind": "reshuffled", "cards": 6}, {"kind": "cards_drawn", "player": 4, "count": 3}]','40:play',1767253020.0);
INSERT INTO "news" VALUES(16,52,'[{"kind": "discarded", "player": 4, "count": 1}, {"kind": "turn", "player": 0, "turn": 41}]','41:play',1767253080.0);
INSERT INTO "news" VALUES(16,53,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 95}, {"kind": "camel_placed", "family": 9, "space": 103}, {"kind": "goods_marker", "player": 0, "good": 32}, {"kind": "sale_window", "good": 32}, {"kind": "turn", "player": 1, "turn": 42}]','42:play',1767253140.0);
INSERT INTO "news" VALUES(16,54,'[{"kind": "card_sold", "player": 4, "card": 32, "amount": 3}]','42:play',1767253200.0);
INSERT INTO "news" VALUES(16,55,'[{"kind": "camel_placed", "family": 8, "space": 78}, {"kind": "turn", "player": 2, "turn": 43}]','43:play',1767253260.0);
INSERT INTO "news" VALUES(16,56,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 8}, {"kind": "camel_placed", "family": 1, "space": 41}, {"kind": "turn", "player": 3, "turn": 44}]','44:play',1767253320.0);
INSERT INTO "news" VALUES(16,57,'[{"kind": "married", "player": 3, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 3, "count": 3}]','44:play',1767253380.0);
INSERT INTO "news" VALUES(16,58,'[{"kind": "discarded", "player": 3, "count": 1}, {"kind": "turn", "player": 4, "turn": 45}]','45:play',1767253440.0);
INSERT INTO "news" VALUES(16,59,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 12}, {"kind": "camel_placed", "family": 5, "space": 20}, {"kind": "turn", "player": 0, "turn": 46}]','46:play',1767253500.0);
INSERT INTO "news" VALUES(16,60,'[{"kind": "camel_placed", "family": 9, "space": 101}, {"kind": "goods_marker", "player": 0, "good": 31}, {"kind": "sale_window", "good": 31}, {"kind": "turn", "player": 1, "turn": 47}]','47:play',1767253560.0);
INSERT INTO "news" VALUES(16,61,'[{"kind": "treasury_paid", "family": 8, "amount": 1}, {"kind": "camel_placed", "family": 8, "space": 47}, {"kind": "meeting", "active": 8, "inactive": 7, "space": 47, "paid": {"0": 1, "1": 3}}, {"kind": "marker_taken", "player": 1, "family": 8, "green": true}, {"kind": "marker_taken", "player": 1, "family": 7, "green": true}, {"kind": "camel_placed", "family": 8, "space": 73}, {"kind": "turn", "player": 2, "turn": 48}]','48:play',1767253620.0);
INSERT INTO "news" VALUES(16,62,'[{"kind": "treasury_paid", "family": 1, "amount": 1}, {"kind": "camel_placed", "family": 1, "space": 43}, {"kind": "camel_placed", "family": 1, "space": 55}, {"kind": "meeting", "active": 1, "inactive": 2, "space": 55, "paid": {"2": 3, "3": 3}}, {"kind": "marker_taken", "player": 2, "family": 1, "green": false}, {"kind": "marker_taken", "player": 2, "family": 2, "green": true}, {"kind": "turn", "player": 3, "turn": 49}]','49:play',1767253680.0);
INSERT INTO "news" VALUES(16,63,'[{"kind": "camel_placed", "family": 1, "space": 14}, {"kind": "turn", "player": 4, "turn": 50}]','50:play',1767253740.0);
INSERT INTO "news" VALUES(16,64,'[{"kind": "married", "player": 4, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 4, "count": 0}, {"kind": "turn", "player": 0, "turn": 51}]','51:play',1767253800.0);
INSERT INTO "news" VALUES(16,65,'[{"kind": "married", "player": 0, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 0}, {"kind": "turn", "player": 1, "turn": 52}]','52:play',1767253860.0);
INSERT INTO "news" VALUES(16,66,'[{"kind": "married", "player": 1, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 0}, {"kind": "turn", "player": 2, "turn": 53}]','53:play',1767253920.0);
INSERT INTO "news" VALUES(16,67,'[{"kind": "married", "player": 2, "family": 7, "portion": 4}, {"kind": "reshuffled", "cards": 2}, {"kind": "cards_drawn", "player": 2, "count": 3}]','53:play',1767253980.0);
INSERT INTO "news" VALUES(16,68,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 3, "turn": 54}]','54:play',1767254040.0);
INSERT INTO "news" VALUES(16,69,'[{"kind": "married", "player": 3, "family": 5, "portion": 3}, {"kind": "reshuffled", "cards": 2}, {"kind": "cards_drawn", "player": 3, "count": 3}]','54:play',1767254100.0);
INSERT INTO "news" VALUES(16,70,'[{"kind": "discarded", "player": 3, "count": 2}, {"kind": "turn", "player": 4, "turn": 55}]','55:play',1767254160.0);
INSERT INTO "news" VALUES(16,71,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 26}, {"kind": "meeting", "active": 5, "inactive": 6, "space": 26, "paid": {"1": 1, "3": 4, "4": 3}}, {"kind": "marker_taken", "player": 4, "family": 5, "green": true}, {"kind": "marker_taken", "player": 4, "family": 6, "green": false}, {"kind": "camel_placed", "family": 5, "space": 33}, {"kind": "game_over", "reason": "every family has a relationship", "winners": [2]}]','55:over',1767254220.0);
INSERT INTO "news" VALUES(17,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767254460.0);
INSERT INTO "news" VALUES(17,2,'[{"kind": "married", "player": 0, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767254520.0);
INSERT INTO "news" VALUES(17,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767254580.0);
INSERT INTO "news" VALUES(17,4,'[{"kind": "married", "player": 1, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767254640.0);
INSERT INTO "news" VALUES(17,5,'[{"kind": "discarded", "player": 1, "count": 0}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767254700.0);
INSERT INTO "news" VALUES(17,6,'[{"kind": "married", "player": 2, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767254760.0);
INSERT INTO "news" VALUES(17,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767254820.0);
INSERT INTO "news" VALUES(17,8,'[{"kind": "timeout", "player": 0, "policy": "standin", "left": false}]','4:play',1767344880.0);
INSERT INTO "news" VALUES(18,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767345180.0);
INSERT INTO "news" VALUES(18,2,'[{"kind": "married", "player": 0, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767345240.0);
INSERT INTO "news" VALUES(18,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767345300.0);
INSERT INTO "news" VALUES(18,4,'[{"kind": "married", "player": 1, "family": 3, "portion": 6}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767345360.0);
INSERT INTO "news" VALUES(18,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767345420.0);
INSERT INTO "news" VALUES(18,6,'[{"kind": "married", "player": 2, "family": 1, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767345480.0);
INSERT INTO "news" VALUES(18,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767345540.0);
INSERT INTO "news" VALUES(18,8,'[{"kind": "timeout", "player": 0, "policy": "replace", "left": false}]','4:play',1767435600.0);
INSERT INTO "news" VALUES(18,9,'[{"kind": "camel_placed", "family": 8, "space": 61}, {"kind": "goods_marker", "player": 0, "good": 20}, {"kind": "sale_window", "good": 20}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767435660.0);
INSERT INTO "news" VALUES(19,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767435900.0);
INSERT INTO "news" VALUES(19,2,'[{"kind": "married", "player": 0, "family": 0, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767435960.0);
INSERT INTO "news" VALUES(19,3,'[{"kind": "discarded", "player": 0, "count": 2}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767436020.0);
INSERT INTO "news" VALUES(19,4,'[{"kind": "married", "player": 1, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767436080.0);
INSERT INTO "news" VALUES(19,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767436140.0);
INSERT INTO "news" VALUES(19,6,'[{"kind": "married", "player": 2, "family": 5, "portion": 3}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767436200.0);
INSERT INTO "news" VALUES(19,7,'[{"kind": "discarded", "player": 2, "count": 1}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767436260.0);
INSERT INTO "news" VALUES(19,8,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 9}, {"kind": "goods_marker", "player": 0, "good": 3}, {"kind": "sale_window", "good": 3}, {"kind": "camel_placed", "family": 0, "space": 15}, {"kind": "turn", "player": 1, "turn": 5}]','5:play',1767436320.0);
INSERT INTO "news" VALUES(19,9,'[{"kind": "married", "player": 1, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','5:play',1767436380.0);
INSERT INTO "news" VALUES(19,10,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 6}]','6:play',1767436440.0);
INSERT INTO "news" VALUES(19,11,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 6}, {"kind": "goods_marker", "player": 2, "good": 2}, {"kind": "sale_window", "good": 2}, {"kind": "camel_placed", "family": 5, "space": 20}, {"kind": "turn", "player": 0, "turn": 7}]','7:play',1767436500.0);
INSERT INTO "news" VALUES(19,12,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 21}, {"kind": "camel_placed", "family": 0, "space": 22}, {"kind": "turn", "player": 1, "turn": 8}]','8:play',1767436560.0);
INSERT INTO "news" VALUES(19,13,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 85}, {"kind": "camel_placed", "family": 9, "space": 79}, {"kind": "turn", "player": 2, "turn": 9}]','9:play',1767436620.0);
INSERT INTO "news" VALUES(19,14,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 12}, {"kind": "camel_placed", "family": 5, "space": 26}, {"kind": "turn", "player": 0, "turn": 10}]','10:play',1767436680.0);
INSERT INTO "news" VALUES(19,15,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 2}, {"kind": "camel_placed", "family": 0, "space": 10}, {"kind": "turn", "player": 1, "turn": 11}]','11:play',1767436740.0);
INSERT INTO "news" VALUES(19,16,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 98}, {"kind": "camel_placed", "family": 9, "space": 105}, {"kind": "goods_marker", "player": 1, "good": 33}, {"kind": "sale_window", "good": 33}, {"kind": "turn", "player": 2, "turn": 12}]','12:play',1767436800.0);
INSERT INTO "news" VALUES(19,17,'[{"kind": "treasury_paid", "family": 5, "amount": 1}, {"kind": "camel_placed", "family": 5, "space": 19}, {"kind": "goods_marker", "player": 2, "good": 6}, {"kind": "sale_window", "good": 6}, {"kind": "camel_placed", "family": 5, "space": 34}, {"kind": "meeting", "active": 5, "inactive": 6, "space": 34, "paid": {"1": 1, "2": 3}}, {"kind": "marker_taken", "player": 2, "family": 5, "green": true}, {"kind": "marker_taken", "player": 2, "family": 6, "green": true}, {"kind": "turn", "player": 0, "turn": 13}]','13:play',1767436860.0);
INSERT INTO "news" VALUES(19,18,'[{"kind": "treasury_paid", "family": 0, "amount": 1}, {"kind": "camel_placed", "family": 0, "space": 17}, {"kind": "camel_placed", "family": 0, "space": 18}, {"kind": "turn", "player": 1, "turn": 14}]','14:play',1767436920.0);
INSERT INTO "news" VALUES(19,19,'[{"kind": "treasury_paid", "family": 9, "amount": 1}, {"kind": "camel_placed", "family": 9, "space": 78}, {"kind": "camel_placed", "family": 9, "space": 90}, {"kind": "goods_marker", "player": 1, "good": 12}, {"kind": "sale_window", "good": 12}, {"kind": "turn", "player": 2, "turn": 15}]','15:play',1767436980.0);
INSERT INTO "news" VALUES(20,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767462480.0);
INSERT INTO "news" VALUES(20,2,'[{"kind": "married", "player": 0, "family": 4, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767462540.0);
INSERT INTO "news" VALUES(20,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767462600.0);
INSERT INTO "news" VALUES(20,4,'[{"kind": "married", "player": 1, "family": 7, "portion": 4}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767462660.0);
INSERT INTO "news" VALUES(20,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767462720.0);
INSERT INTO "news" VALUES(20,6,'[{"kind": "married", "player": 2, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767462780.0);
INSERT INTO "news" VALUES(20,7,'[{"kind": "discarded", "player": 2, "count": 0}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767462840.0);
INSERT INTO "news" VALUES(21,1,'[{"kind": "started", "seats": [0, 1, 2], "sales": "private"}, {"kind": "turn", "player": 0, "turn": 1}]','1:play',1767463140.0);
INSERT INTO "news" VALUES(21,2,'[{"kind": "married", "player": 0, "family": 6, "portion": 4}, {"kind": "cards_drawn", "player": 0, "count": 3}]','1:play',1767463200.0);
INSERT INTO "news" VALUES(21,3,'[{"kind": "discarded", "player": 0, "count": 1}, {"kind": "turn", "player": 1, "turn": 2}]','2:play',1767463260.0);
INSERT INTO "news" VALUES(21,4,'[{"kind": "married", "player": 1, "family": 9, "portion": 3}, {"kind": "cards_drawn", "player": 1, "count": 3}]','2:play',1767463320.0);
INSERT INTO "news" VALUES(21,5,'[{"kind": "discarded", "player": 1, "count": 2}, {"kind": "turn", "player": 2, "turn": 3}]','3:play',1767463380.0);
INSERT INTO "news" VALUES(21,6,'[{"kind": "married", "player": 2, "family": 8, "portion": 4}, {"kind": "cards_drawn", "player": 2, "count": 3}]','3:play',1767463440.0);
INSERT INTO "news" VALUES(21,7,'[{"kind": "discarded", "player": 2, "count": 2}, {"kind": "turn", "player": 0, "turn": 4}]','4:play',1767463500.0);
CREATE TABLE players (user_id TEXT PRIMARY KEY, prefs TEXT NOT NULL DEFAULT '{}');
INSERT INTO "players" VALUES('205','{"time_zone": "", "quiet": null, "vacations": [[1767235680.0, 1767667680.0]], "turn_dm": false, "dm_closed": false, "language": ""}');
CREATE TABLE rated_games (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id INTEGER NOT NULL UNIQUE REFERENCES games(id)
    , counted INTEGER NOT NULL DEFAULT 1);
INSERT INTO "rated_games" VALUES(1,14,1);
INSERT INTO "rated_games" VALUES(2,15,1);
INSERT INTO "rated_games" VALUES(3,16,1);
CREATE TABLE rating_history (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        step INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (scope, user_id, step)
    );
INSERT INTO "rating_history" VALUES('*','201',1,2.57172621701873573831e+01,8.0582242228023783781e+00,1767243480.0);
INSERT INTO "rating_history" VALUES('*','202',1,2.78690486807494259831e+01,8.20524337739799314306e+00,1767243480.0);
INSERT INTO "rating_history" VALUES('*','203',1,2.14136891490632166315e+01,8.0582242228023783781e+00,1767243480.0);
INSERT INTO "rating_history" VALUES('900','201',1,2.57172621701873573831e+01,8.0582242228023783781e+00,1767243480.0);
INSERT INTO "rating_history" VALUES('900','202',1,2.78690486807494259831e+01,8.20524337739799314306e+00,1767243480.0);
INSERT INTO "rating_history" VALUES('900','203',1,2.14136891490632166315e+01,8.0582242228023783781e+00,1767243480.0);
INSERT INTO "rating_history" VALUES('*','201',2,2.18500107561749885571e+01,7.82941878394044454836e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('*','202',2,2.91381997550802509513e+01,8.04310025284710228277e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('*','203',2,2.42334525622265815067e+01,8.00289902329704716521e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('*','204',1,2.48111429230661642e+01,8.07497037058279865107e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('900','201',2,2.18500107561749885571e+01,7.82941878394044454836e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('900','202',2,2.91381997550802509513e+01,8.04310025284710228277e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('900','203',2,2.42334525622265815067e+01,8.00289902329704716521e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('900','204',1,2.48111429230661642e+01,8.07497037058279865107e+00,1767249360.0);
INSERT INTO "rating_history" VALUES('*','201',3,2.27963984740245635403e+01,7.71189654833362947528e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('*','202',3,3.05819048063961496097e+01,7.94370345829105861668e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('*','203',3,2.33955944176374934788e+01,7.801374696593204483e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('*','204',2,2.06260153335453786391e+01,7.8633922701979841463e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('*','205',1,2.77437808625329509473e+01,8.28764917755937702281e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('900','201',3,2.27963984740245635403e+01,7.71189654833362947528e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('900','202',3,3.05819048063961496097e+01,7.94370345829105861668e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('900','203',3,2.33955944176374934788e+01,7.801374696593204483e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('900','204',2,2.06260153335453786391e+01,7.8633922701979841463e+00,1767254220.0);
INSERT INTO "rating_history" VALUES('900','205',1,2.77437808625329509473e+01,8.28764917755937702281e+00,1767254220.0);
CREATE TABLE rating_tallies (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        players INTEGER NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, user_id, players)
    );
INSERT INTO "rating_tallies" VALUES('*','202',3,1,1,73);
INSERT INTO "rating_tallies" VALUES('*','203',3,1,0,24);
INSERT INTO "rating_tallies" VALUES('*','201',3,1,0,52);
INSERT INTO "rating_tallies" VALUES('900','202',3,1,1,73);
INSERT INTO "rating_tallies" VALUES('900','203',3,1,0,24);
INSERT INTO "rating_tallies" VALUES('900','201',3,1,0,52);
INSERT INTO "rating_tallies" VALUES('*','204',4,1,0,23);
INSERT INTO "rating_tallies" VALUES('*','202',4,1,0,33);
INSERT INTO "rating_tallies" VALUES('*','203',4,1,1,37);
INSERT INTO "rating_tallies" VALUES('*','201',4,1,0,22);
INSERT INTO "rating_tallies" VALUES('900','204',4,1,0,23);
INSERT INTO "rating_tallies" VALUES('900','202',4,1,0,33);
INSERT INTO "rating_tallies" VALUES('900','203',4,1,1,37);
INSERT INTO "rating_tallies" VALUES('900','201',4,1,0,22);
INSERT INTO "rating_tallies" VALUES('*','204',5,1,0,9);
INSERT INTO "rating_tallies" VALUES('*','201',5,1,0,15);
INSERT INTO "rating_tallies" VALUES('*','205',5,1,1,22);
INSERT INTO "rating_tallies" VALUES('*','202',5,1,0,19);
INSERT INTO "rating_tallies" VALUES('*','203',5,1,0,13);
INSERT INTO "rating_tallies" VALUES('900','204',5,1,0,9);
INSERT INTO "rating_tallies" VALUES('900','201',5,1,0,15);
INSERT INTO "rating_tallies" VALUES('900','205',5,1,1,22);
INSERT INTO "rating_tallies" VALUES('900','202',5,1,0,19);
INSERT INTO "rating_tallies" VALUES('900','203',5,1,0,13);
CREATE TABLE ratings (
        scope TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        low REAL NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, user_id)
    );
INSERT INTO "ratings" VALUES('*','201','Ann',2.27963984740245635403e+01,7.71189654833362947528e+00,7.68108123929065,3,0,89);
INSERT INTO "ratings" VALUES('*','202','Bob',3.05819048063961496097e+01,7.94370345829105861668e+00,1.50122460281456753254e+01,3,1,125);
INSERT INTO "ratings" VALUES('*','203','Cyd',2.33955944176374934788e+01,7.801374696593204483e+00,8.10490001231481294041e+00,3,1,74);
INSERT INTO "ratings" VALUES('900','201','Ann',2.27963984740245635403e+01,7.71189654833362947528e+00,7.68108123929065,3,0,89);
INSERT INTO "ratings" VALUES('900','202','Bob',3.05819048063961496097e+01,7.94370345829105861668e+00,1.50122460281456753254e+01,3,1,125);
INSERT INTO "ratings" VALUES('900','203','Cyd',2.33955944176374934788e+01,7.801374696593204483e+00,8.10490001231481294041e+00,3,1,74);
INSERT INTO "ratings" VALUES('*','204','Dee',2.06260153335453786391e+01,7.8633922701979841463e+00,5.21376648395733077734e+00,2,0,32);
INSERT INTO "ratings" VALUES('900','204','Dee',2.06260153335453786391e+01,7.8633922701979841463e+00,5.21376648395733077734e+00,2,0,32);
INSERT INTO "ratings" VALUES('*','205','Eve',2.77437808625329509473e+01,8.28764917755937702281e+00,1.14999884745165736887e+01,1,1,22);
INSERT INTO "ratings" VALUES('900','205','Eve',2.77437808625329509473e+01,8.28764917755937702281e+00,1.14999884745165736887e+01,1,1,22);
CREATE TABLE reviews (
        game_id INTEGER PRIMARY KEY REFERENCES games(id),
        review TEXT NOT NULL,
        made REAL NOT NULL
    );
CREATE TABLE seat_tallies (
        scope TEXT NOT NULL,
        seat_rule TEXT NOT NULL DEFAULT 'rules',
        players INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins REAL NOT NULL DEFAULT 0,
        PRIMARY KEY (scope, seat_rule, players, seat)
    );
INSERT INTO "seat_tallies" VALUES('*','rules',3,0,1,1.0);
INSERT INTO "seat_tallies" VALUES('*','rules',3,1,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',3,2,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',3,0,1,1.0);
INSERT INTO "seat_tallies" VALUES('900','rules',3,1,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',3,2,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',4,0,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',4,1,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',4,2,1,1.0);
INSERT INTO "seat_tallies" VALUES('*','rules',4,3,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',4,0,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',4,1,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',4,2,1,1.0);
INSERT INTO "seat_tallies" VALUES('900','rules',4,3,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',5,0,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',5,1,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',5,2,1,1.0);
INSERT INTO "seat_tallies" VALUES('*','rules',5,3,1,0.0);
INSERT INTO "seat_tallies" VALUES('*','rules',5,4,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',5,0,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',5,1,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',5,2,1,1.0);
INSERT INTO "seat_tallies" VALUES('900','rules',5,3,1,0.0);
INSERT INTO "seat_tallies" VALUES('900','rules',5,4,1,0.0);
CREATE TABLE standing_orders (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        card INTEGER NOT NULL,
        sell INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, card)
    );
INSERT INTO "standing_orders" VALUES(5,0,1,1);
INSERT INTO "standing_orders" VALUES(5,0,2,0);
CREATE TABLE untold_offers (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        card INTEGER NOT NULL,
        since REAL NOT NULL,
        PRIMARY KEY (game_id, seat, card)
    );
INSERT INTO "untold_offers" VALUES(3,1,28,1767227820.0);
INSERT INTO "untold_offers" VALUES(4,0,20,1767229320.0);
INSERT INTO "untold_offers" VALUES(5,1,9,1767229980.0);
INSERT INTO "untold_offers" VALUES(6,1,1,1767231360.0);
INSERT INTO "untold_offers" VALUES(8,1,12,1767233160.0);
INSERT INTO "untold_offers" VALUES(9,2,27,1767234060.0);
INSERT INTO "untold_offers" VALUES(10,0,6,1767234900.0);
INSERT INTO "untold_offers" VALUES(14,2,10,1767238140.0);
INSERT INTO "untold_offers" VALUES(14,0,7,1767238140.0);
INSERT INTO "untold_offers" VALUES(14,1,16,1767238380.0);
INSERT INTO "untold_offers" VALUES(14,2,31,1767239100.0);
INSERT INTO "untold_offers" VALUES(14,0,29,1767240540.0);
INSERT INTO "untold_offers" VALUES(14,0,1,1767241020.0);
INSERT INTO "untold_offers" VALUES(14,2,12,1767241080.0);
INSERT INTO "untold_offers" VALUES(14,0,5,1767241200.0);
INSERT INTO "untold_offers" VALUES(14,1,28,1767241560.0);
INSERT INTO "untold_offers" VALUES(14,2,14,1767241740.0);
INSERT INTO "untold_offers" VALUES(14,0,3,1767241740.0);
INSERT INTO "untold_offers" VALUES(14,0,9,1767242100.0);
INSERT INTO "untold_offers" VALUES(14,0,11,1767242100.0);
INSERT INTO "untold_offers" VALUES(14,1,13,1767242640.0);
INSERT INTO "untold_offers" VALUES(14,0,15,1767242700.0);
INSERT INTO "untold_offers" VALUES(15,2,19,1767244680.0);
INSERT INTO "untold_offers" VALUES(15,0,10,1767244980.0);
INSERT INTO "untold_offers" VALUES(15,1,23,1767245520.0);
INSERT INTO "untold_offers" VALUES(15,2,8,1767246600.0);
INSERT INTO "untold_offers" VALUES(15,2,7,1767247320.0);
INSERT INTO "untold_offers" VALUES(15,0,18,1767248400.0);
INSERT INTO "untold_offers" VALUES(15,1,12,1767248460.0);
INSERT INTO "untold_offers" VALUES(15,0,26,1767248460.0);
INSERT INTO "untold_offers" VALUES(15,1,31,1767248580.0);
INSERT INTO "untold_offers" VALUES(15,2,14,1767248760.0);
INSERT INTO "untold_offers" VALUES(15,2,1,1767249060.0);
INSERT INTO "untold_offers" VALUES(16,3,29,1767250380.0);
INSERT INTO "untold_offers" VALUES(16,3,16,1767250620.0);
INSERT INTO "untold_offers" VALUES(16,0,14,1767250680.0);
INSERT INTO "untold_offers" VALUES(16,4,3,1767250680.0);
INSERT INTO "untold_offers" VALUES(16,1,30,1767252000.0);
INSERT INTO "untold_offers" VALUES(16,0,9,1767252120.0);
INSERT INTO "untold_offers" VALUES(16,0,6,1767252240.0);
INSERT INTO "untold_offers" VALUES(16,0,2,1767252360.0);
INSERT INTO "untold_offers" VALUES(16,4,32,1767253140.0);
INSERT INTO "untold_offers" VALUES(19,0,12,1767436980.0);
CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'playing');
CREATE INDEX games_by_channel ON games(channel_id, id);
CREATE INDEX games_by_status ON games(status);
CREATE INDEX games_by_due ON games(status, due_at);
CREATE INDEX games_with_news ON games(news_waiting, status);
CREATE INDEX games_computer_due ON games(computer_due, status);
CREATE INDEX games_open_by_host ON games(guild_id, status, host_id);
CREATE INDEX ratings_by_rank ON ratings(scope, low, user_id);
CREATE INDEX ratings_by_user ON ratings(user_id);
CREATE INDEX rating_tallies_by_user ON rating_tallies(user_id);
CREATE INDEX games_ended ON games(guild_id, status, updated, id);
CREATE INDEX rating_history_by_user ON rating_history(user_id);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',21);
INSERT INTO "sqlite_sequence" VALUES('rated_games',3);
COMMIT;
