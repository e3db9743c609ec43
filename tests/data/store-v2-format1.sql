-- A database written by the first version (schema 2, state format 1), before the
-- revised R6.5: game 1 waits for a sale offer held by a seat that is not active (since
-- 1,000,000; reminded at 1,021,600), game 2 is over, game 3 is a lobby, game 4 waits for
-- the discard of its first marriage (since 990,000; reminded at 1,011,600). Their
-- settings predate the keys `sales` and `language`.
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
INSERT INTO "actions" VALUES(1,1,0,'{"type": "marry", "family": 7}','player',1000000.0);
INSERT INTO "actions" VALUES(1,2,0,'{"type": "discard", "cards": [17, 27]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,3,1,'{"type": "marry", "family": 7}','player',1000000.0);
INSERT INTO "actions" VALUES(1,4,1,'{"type": "discard", "cards": [2, 16]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,5,2,'{"type": "marry", "family": 2}','player',1000000.0);
INSERT INTO "actions" VALUES(1,6,2,'{"type": "discard", "cards": [22, 29]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,7,0,'{"type": "expand", "family": 7, "spaces": [40, 53]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,8,1,'{"type": "expand", "family": 7, "spaces": [34, 46]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,9,2,'{"type": "expand", "family": 2, "spaces": [56, 62]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,10,0,'{"type": "marry", "family": 5}','player',1000000.0);
INSERT INTO "actions" VALUES(1,11,0,'{"type": "discard", "cards": [14, 15]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,12,1,'{"type": "expand", "family": 7, "spaces": [45, 44]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,13,2,'{"type": "expand", "family": 2, "spaces": [48, 69]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,14,0,'{"type": "expand", "family": 7, "spaces": [37]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,15,1,'{"type": "expand", "family": 7, "spaces": [30, 36]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,16,2,'{"type": "expand", "family": 2, "spaces": [57, 58]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,17,0,'{"type": "expand", "family": 7, "spaces": [31, 33]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,18,1,'{"type": "marry", "family": 5}','player',1000000.0);
INSERT INTO "actions" VALUES(1,19,1,'{"type": "discard", "cards": [20, 32]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,20,2,'{"type": "expand", "family": 2, "spaces": [42, 64]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,21,0,'{"type": "expand", "family": 5, "spaces": [20, 19]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,22,1,'{"type": "expand", "family": 5, "spaces": [6]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,23,2,'{"type": "expand", "family": 2, "spaces": [49, 51]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,24,0,'{"type": "expand", "family": 5, "spaces": [18, 26]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,25,1,'{"type": "expand", "family": 5, "spaces": [17]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,26,2,'{"type": "expand", "family": 2, "spaces": [45]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,27,0,'{"type": "expand", "family": 5, "spaces": [16, 22]}','player',1000000.0);
INSERT INTO "actions" VALUES(1,28,0,'{"type": "sale", "card": 5, "sell": false}','player',1000000.0);
INSERT INTO "actions" VALUES(1,29,1,'{"type": "expand", "family": 5, "spaces": [33, 39]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,1,0,'{"type": "marry", "family": 7}','player',1000000.0);
INSERT INTO "actions" VALUES(2,2,0,'{"type": "discard", "cards": [5, 23]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,3,1,'{"type": "marry", "family": 8}','player',1000000.0);
INSERT INTO "actions" VALUES(2,4,1,'{"type": "discard", "cards": [21, 26]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,5,2,'{"type": "marry", "family": 2}','player',1000000.0);
INSERT INTO "actions" VALUES(2,6,2,'{"type": "discard", "cards": [17, 31]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,7,0,'{"type": "expand", "family": 7, "spaces": [46, 54]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,8,1,'{"type": "expand", "family": 8, "spaces": [66, 65]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,9,2,'{"type": "expand", "family": 2, "spaces": [62, 63]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,10,0,'{"type": "expand", "family": 7, "spaces": [39]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,11,1,'{"type": "expand", "family": 8, "spaces": [59, 73]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,12,2,'{"type": "expand", "family": 2, "spaces": [56, 57]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,13,0,'{"type": "expand", "family": 7, "spaces": [32, 53]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,14,0,'{"type": "sale", "card": 10, "sell": false}','player',1000000.0);
INSERT INTO "actions" VALUES(2,15,1,'{"type": "expand", "family": 8, "spaces": [60, 78]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,16,2,'{"type": "expand", "family": 2, "spaces": [68]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,17,0,'{"type": "expand", "family": 7, "spaces": [52]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,18,1,'{"type": "expand", "family": 8, "spaces": [77, 76]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,19,2,'{"type": "expand", "family": 2, "spaces": [69]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,20,0,'{"type": "expand", "family": 7, "spaces": [31, 30]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,21,1,'{"type": "expand", "family": 8, "spaces": [74]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,22,2,'{"type": "expand", "family": 2, "spaces": [48, 58]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,23,0,'{"type": "expand", "family": 7, "spaces": [51, 58]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,24,1,'{"type": "expand", "family": 8, "spaces": [75]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,25,2,'{"type": "expand", "family": 2, "spaces": [50, 59]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,26,0,'{"type": "expand", "family": 7, "spaces": [25]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,27,1,'{"type": "expand", "family": 8, "spaces": [84]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,28,2,'{"type": "expand", "family": 2, "spaces": [60]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,29,0,'{"type": "marry", "family": 6}','player',1000000.0);
INSERT INTO "actions" VALUES(2,30,0,'{"type": "discard", "cards": [7, 24]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,31,1,'{"type": "marry", "family": 0}','player',1000000.0);
INSERT INTO "actions" VALUES(2,32,1,'{"type": "discard", "cards": [16, 32]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,33,2,'{"type": "marry", "family": 1}','player',1000000.0);
INSERT INTO "actions" VALUES(2,34,2,'{"type": "discard", "cards": [29]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,35,0,'{"type": "expand", "family": 6, "spaces": [33, 32]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,36,1,'{"type": "expand", "family": 0, "spaces": [1, 15]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,37,1,'{"type": "sale", "card": 1, "sell": false}','player',1000000.0);
INSERT INTO "actions" VALUES(2,38,2,'{"type": "expand", "family": 1, "spaces": [21, 29]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,39,0,'{"type": "expand", "family": 6, "spaces": [25, 40]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,40,1,'{"type": "expand", "family": 0, "spaces": [16, 23]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,41,2,'{"type": "expand", "family": 1, "spaces": [30, 35]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,42,1,'{"type": "sale", "card": 11, "sell": true}','player',1000000.0);
INSERT INTO "actions" VALUES(2,43,0,'{"type": "expand", "family": 6, "spaces": [27, 20]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,44,1,'{"type": "expand", "family": 0, "spaces": [2, 31]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,45,2,'{"type": "expand", "family": 1, "spaces": [41]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,46,0,'{"type": "expand", "family": 6, "spaces": [13, 46]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,47,1,'{"type": "expand", "family": 0, "spaces": [8, 21]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,48,2,'{"type": "expand", "family": 1, "spaces": [15, 23]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,49,0,'{"type": "expand", "family": 6, "spaces": [47]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,50,1,'{"type": "expand", "family": 0, "spaces": [24]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,51,2,'{"type": "expand", "family": 1, "spaces": [16, 37]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,52,0,'{"type": "expand", "family": 6, "spaces": [24]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,53,1,'{"type": "expand", "family": 0, "spaces": [18, 11]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,54,2,'{"type": "sale", "card": 4, "sell": false}','player',1000000.0);
INSERT INTO "actions" VALUES(2,55,2,'{"type": "expand", "family": 1, "spaces": [42]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,56,0,'{"type": "expand", "family": 6, "spaces": [18]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,57,1,'{"type": "marry", "family": 4}','player',1000000.0);
INSERT INTO "actions" VALUES(2,58,1,'{"type": "discard", "cards": [15, 22]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,59,2,'{"type": "expand", "family": 1, "spaces": [17]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,60,0,'{"type": "marry", "family": 5}','player',1000000.0);
INSERT INTO "actions" VALUES(2,61,0,'{"type": "discard", "cards": [27]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,62,1,'{"type": "expand", "family": 4, "spaces": [92]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,63,2,'{"type": "marry", "family": 0}','player',1000000.0);
INSERT INTO "actions" VALUES(2,64,2,'{"type": "discard", "cards": [4, 25]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,65,0,'{"type": "expand", "family": 5, "spaces": [6, 5]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,66,0,'{"type": "sale", "card": 2, "sell": true}','player',1000000.0);
INSERT INTO "actions" VALUES(2,67,1,'{"type": "expand", "family": 4, "spaces": [100, 101]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,68,2,'{"type": "marry", "family": 9}','player',1000000.0);
INSERT INTO "actions" VALUES(2,69,2,'{"type": "discard", "cards": [5, 32]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,70,0,'{"type": "expand", "family": 5, "spaces": [4, 3]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,71,1,'{"type": "expand", "family": 4, "spaces": [94, 95]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,72,2,'{"type": "expand", "family": 9, "spaces": [90, 97]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,73,0,'{"type": "expand", "family": 5, "spaces": [10, 20]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,74,1,'{"type": "expand", "family": 4, "spaces": [86, 93]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,75,2,'{"type": "expand", "family": 9, "spaces": [96, 98]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,76,0,'{"type": "sale", "card": 30, "sell": true}','player',1000000.0);
INSERT INTO "actions" VALUES(2,77,0,'{"type": "expand", "family": 5, "spaces": [11, 19]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,78,2,'{"type": "sale", "card": 6, "sell": false}','player',1000000.0);
INSERT INTO "actions" VALUES(2,79,1,'{"type": "expand", "family": 4, "spaces": [81, 82]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,80,2,'{"type": "expand", "family": 9, "spaces": [85]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,81,0,'{"type": "expand", "family": 5, "spaces": [27]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,82,1,'{"type": "expand", "family": 4, "spaces": [88, 96]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,83,2,'{"type": "expand", "family": 9, "spaces": [79, 95]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,84,0,'{"type": "expand", "family": 5, "spaces": [9]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,85,0,'{"type": "sale", "card": 3, "sell": true}','player',1000000.0);
INSERT INTO "actions" VALUES(2,86,1,'{"type": "marry", "family": 1}','player',1000000.0);
INSERT INTO "actions" VALUES(2,87,1,'{"type": "discard", "cards": [7, 29]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,88,2,'{"type": "expand", "family": 9, "spaces": [89]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,89,0,'{"type": "sale", "card": 28, "sell": true}','player',1000000.0);
INSERT INTO "actions" VALUES(2,90,0,'{"type": "expand", "family": 5, "spaces": [17]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,91,1,'{"type": "marry", "family": 9}','player',1000000.0);
INSERT INTO "actions" VALUES(2,92,1,'{"type": "discard", "cards": [17, 33]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,93,2,'{"type": "expand", "family": 9, "spaces": [84, 94]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,94,0,'{"type": "marry", "family": 8}','player',1000000.0);
INSERT INTO "actions" VALUES(2,95,0,'{"type": "discard", "cards": [31]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,96,1,'{"type": "expand", "family": 9, "spaces": [104]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,97,2,'{"type": "marry", "family": 4}','player',1000000.0);
INSERT INTO "actions" VALUES(2,98,2,'{"type": "discard", "cards": [6]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,99,0,'{"type": "marry", "family": 2}','player',1000000.0);
INSERT INTO "actions" VALUES(2,100,0,'{"type": "discard", "cards": [15]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,101,1,'{"type": "marry", "family": 7}','player',1000000.0);
INSERT INTO "actions" VALUES(2,102,1,'{"type": "discard", "cards": [8, 29]}','player',1000000.0);
INSERT INTO "actions" VALUES(2,103,0,'{"type": "marry", "family": 3}','player',1000000.0);
INSERT INTO "actions" VALUES(2,104,0,'{"type": "expand", "family": 3, "spaces": [86, 92]}','player',1000000.0);
INSERT INTO "actions" VALUES(4,1,0,'{"type": "marry", "family": 7}','player',990000.0);
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
        announced INTEGER NOT NULL DEFAULT 0,
        waiting_since REAL NOT NULL DEFAULT 0,
        reminded_at REAL NOT NULL DEFAULT 0,
        paused_at REAL NOT NULL DEFAULT 0,
        created REAL NOT NULL,
        updated REAL NOT NULL
    );
INSERT INTO "games" VALUES(1,'chan-open','g','u0','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy"}','[{"user": "u2", "name": "Cyd", "kind": "human"}, {"user": "u0", "name": "Ann", "kind": "human"}, {"user": "u1", "name": "Bob", "kind": "human"}]',11,'{"active":1,"bag":[],"bank_in":14,"bank_out":19,"board":"silk-road-1","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,5,-1,5,-1,5,-1,5,-1,5,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,1,-1,-1,-1,7,-1,7,-1,-1,-1,7,5,6,7,-1,-1,7,-1,7,-1,-1,-1,5,-1,7,-1,-1,-1,2,-1,-1,-1,7,-1,7,2,7,-1,7,-1,2,-1,2,-1,-1,-1,2,-1,-1,-1,7,-1,-1,-1,2,-1,2,-1,2,-1,2,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,2,-1,-1,-1,-1,-1,8,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,0,11,11,1,11,0,11,11],"deck":[31,18,3,21,8,13,23,19,30,6,4,26],"discard":[17,27,2,16,22,29,14,15,20,32],"end_reason":"","format":1,"last_placed":[33,39],"met":[[6,7],[2,7],[5,7]],"over":false,"passes":0,"pending":[{"card":12,"drawn":[],"kind":"sale","least":0,"most":0,"player":2}],"players":[{"goods_markers":[6,5],"green_markers":[],"hand":[5,7,11,25],"money":10,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[5,7]},{"goods_markers":[14,13,12],"green_markers":[7,6,5],"hand":[9,24,28,33],"money":10,"name":"Ann","relationship_markers":[7,6,5,7],"sold":[],"tiles":[5,7]},{"goods_markers":[17,21,19],"green_markers":[2],"hand":[1,10,12],"money":8,"name":"Bob","relationship_markers":[2,7],"sold":[],"tiles":[2]}],"removed_tiles":[],"rng":6076357690045803367,"seed":11,"stack":[5,5,4,5,5,4,4,2,5,5],"tiles_left":[2,2,1,2,2,0,2,0,2,2],"treasury":[0,0,0,0,0,4,0,3,0,0],"turn":23}',32,0,1000000.0,1021600.0,0.0,1000000.0,1000000.0);
INSERT INTO "games" VALUES(2,'chan-over','g','u0','over','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy"}','[{"user": "u1", "name": "Bob", "kind": "human"}, {"user": "u0", "name": "Ann", "kind": "human"}, {"user": "u2", "name": "Cyd", "kind": "human"}]',12,'{"active":0,"bag":[],"bank_in":39,"bank_out":72,"board":"silk-road-1","camels":[-1,-1,0,-1,0,-1,5,-1,5,-1,5,-1,5,-1,0,-1,0,-1,5,-1,5,-1,0,5,-1,-1,5,6,-1,-1,0,1,0,1,1,5,0,6,5,-1,6,5,1,0,-1,-1,0,1,0,6,7,6,-1,-1,6,5,1,-1,1,-1,7,1,7,0,7,6,6,-1,6,-1,1,-1,-1,-1,1,-1,-1,-1,7,-1,6,-1,1,-1,1,-1,-1,-1,-1,-1,-1,-1,7,6,7,6,2,-1,-1,-1,2,-1,7,-1,7,-1,7,-1,7,-1,2,-1,2,-1,2,-1,2,7,8,2,8,2,-1,-1,2,-1,2,-1,-1,-1,8,-1,8,-1,8,-1,2,-1,2,-1,-1,-1,-1,-1,-1,-1,8,-1,8,-1,8,-1,8,-1,8,-1,8,-1,9,-1,3,-1,4,-1,4,-1,-1,-1,8,9,9,-1,4,3,-1,-1,4,-1,9,-1,9,-1,9,-1,4,3,4,-1,4,9,4,9,9,4,9,-1,9,-1,4,-1,4,-1,4,-1,-1,-1,-1,-1,9,-1,-1,-1],"camels_left":[0,0,0,9,0,0,0,0,0,0],"deck":[17,32,5],"discard":[15,8,29],"end_reason":"every family has a relationship","format":1,"last_placed":[86,92],"met":[[2,7],[2,8],[6,7],[1,7],[0,7],[5,6],[0,1],[0,6],[0,5],[4,9],[1,5],[8,9],[3,4]],"over":true,"passes":0,"pending":[],"players":[{"goods_markers":[16,12,10,8,2,6,3],"green_markers":[7,2,6,5,3],"hand":[6,10,18,23,26,31],"money":20,"name":"Bob","relationship_markers":[7,2,6,7,6,5,6,0,5,0,5,1,3,4],"sold":[2,30,3,28],"tiles":[2,3,5,6,7,8]},{"goods_markers":[20,18,24,23,26,1,5,7,4,31,29,25],"green_markers":[0,4,9],"hand":[1,4,7,13,16,27,33],"money":1,"name":"Ann","relationship_markers":[0,7,4,9],"sold":[11],"tiles":[0,1,4,7,8,9]},{"goods_markers":[17,21,15,9,11,30,28],"green_markers":[8,1],"hand":[9,12,14,19,20,21,22,24,25],"money":3,"name":"Cyd","relationship_markers":[2,8,1,7,1,0,9,8],"sold":[],"tiles":[0,1,2,4,9]}],"removed_tiles":[],"rng":3486519006719488923,"seed":12,"stack":[1,2,3,4,3,2,2,1,3,3],"tiles_left":[0,0,0,1,0,1,1,0,0,0],"treasury":[7,4,6,3,7,0,0,4,6,2],"turn":82}',107,0,1000000.0,0.0,0.0,1000000.0,1000000.0);
INSERT INTO "games" VALUES(3,'chan-lobby','g','u0','lobby','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy"}','[{"user": "u0", "name": "Ann", "kind": "human"}, {"user": "u1", "name": "Bob", "kind": "human"}]',13,'',0,0,0.0,0.0,0.0,1000000.0,1000000.0);
INSERT INTO "games" VALUES(4,'chan-discard','g','u0','playing','{"turn_hours": 24.0, "reminder_hours": 6.0, "timeout": "standin", "standin_level": "greedy"}','[{"user": "u2", "name": "Cyd", "kind": "human"}, {"user": "u0", "name": "Ann", "kind": "human"}, {"user": "u1", "name": "Bob", "kind": "human"}]',11,'{"active":0,"bag":[],"bank_in":0,"bank_out":0,"board":"silk-road-1","camels":[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,5,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,2,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,8,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,3,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,9,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1],"camels_left":[11,11,11,11,11,11,11,11,11,11],"deck":[31,18,3,21,8,13,23,19,30,6,4,26,24,9,33,14,5,15,12,29,22,32,20,28],"discard":[],"end_reason":"","format":1,"last_placed":[],"met":[],"over":false,"passes":0,"pending":[{"card":0,"drawn":[17,11,25],"kind":"discard","least":0,"most":2,"player":0}],"players":[{"goods_markers":[],"green_markers":[],"hand":[7,11,17,25,27],"money":6,"name":"Cyd","relationship_markers":[],"sold":[],"tiles":[7]},{"goods_markers":[],"green_markers":[],"hand":[2,16],"money":10,"name":"Ann","relationship_markers":[],"sold":[],"tiles":[]},{"goods_markers":[],"green_markers":[],"hand":[1,10],"money":10,"name":"Bob","relationship_markers":[],"sold":[],"tiles":[]}],"removed_tiles":[],"rng":6076357690045803367,"seed":11,"stack":[5,5,5,5,5,5,5,5,5,5],"tiles_left":[2,2,2,2,2,2,2,1,2,2],"treasury":[0,0,0,0,0,0,0,4,0,0],"turn":1}',1,0,990000.0,1011600.0,0.0,990000.0,990000.0);
CREATE TABLE standing_orders (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        card INTEGER NOT NULL,
        sell INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, card)
    );
CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'playing');
CREATE INDEX games_by_channel ON games(channel_id, id);
CREATE INDEX games_by_status ON games(status);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('games',4);
COMMIT;
PRAGMA user_version=2;
