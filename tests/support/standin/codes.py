"""What Discord's answers are made of, as the stand-in gives them: its ids, the permission
bits, the channel types, and its errors as (status, JSON code, message)."""

APP_ID = "500000000000000001"
GUILD_ID = "500000000000000002"
CHANNEL_ID = "500000000000000003"
JSON = "application/json"
TOKEN = "fake-token"  # the bot token the stand-in knows; any other is refused with 401

VIEW, SEND, EMBED, ATTACH, HISTORY = 1 << 10, 1 << 11, 1 << 14, 1 << 15, 1 << 16
CREATE_THREADS, SEND_IN_THREADS, MANAGE_THREADS = 1 << 35, 1 << 38, 1 << 34
ALL_PERMISSIONS = VIEW | SEND | EMBED | ATTACH | HISTORY | CREATE_THREADS | SEND_IN_THREADS
TEXT, DM, THREAD, PRIVATE_THREAD, FORUM = 0, 1, 11, 12, 15
THREADS = (THREAD, PRIVATE_THREAD)
EPHEMERAL = 1 << 6  # the message flag of a message only its interaction's user sees
MEMBER_PERMISSIONS = VIEW | SEND | CREATE_THREADS | SEND_IN_THREADS  # an ordinary member's, by default
INTERACTION_WINDOW = 3.0  # seconds Discord waits for an interaction's first answer
# The real seconds the stand-in waits for it: more than Discord's 3, so that a loaded test machine
# (two test processes a core, a kernel compiling beside them) never fails a bot that answers at
# once, while a step that blocks for seconds before the answer still shows. Deterministic
# lateness is the hand-moved clock's, at Discord's 3 s; the bot's own, past 3 s from its
# receiving the interaction, is named apart (``late_first_responses``) and fails a contract test.
REAL_WINDOW = 10.0
TOKEN_SECONDS = 15 * 60.0  # an interaction's token serves its follow-ups this long
NONCE_SECONDS = 5 * 60.0  # Discord checks an enforced nonce's uniqueness over "the past few minutes"

# Discord's answers: (status, JSON code, message)
MISSING_ACCESS = (403, 50001, "Missing Access")
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
ARCHIVED_THREAD = (400, 50083, "Operation cannot be performed on an archived thread")
UNKNOWN_CHANNEL = (404, 10003, "Unknown Channel")
UNKNOWN_MESSAGE = (404, 10008, "Unknown Message")
NOT_THE_AUTHOR = (403, 50005, "Cannot edit a message authored by another user")
UNKNOWN_MEMBER = (404, 10007, "Unknown Member")
CANNOT_DM = (403, 50007, "Cannot send messages to this user")
UNKNOWN_INTERACTION = (404, 10062, "Unknown interaction")
INVALID_WEBHOOK_TOKEN = (401, 50027, "Invalid Webhook Token")
UNKNOWN_WEBHOOK = (404, 10015, "Unknown Webhook")
ACKNOWLEDGED = (400, 40060, "Interaction has already been acknowledged.")
RATE_LIMITED = (429, 0, "You are being rate limited.")
SERVER_ERROR = (500, 0, "Internal Server Error")
BAD_GATEWAY = (502, 0, "Bad Gateway")
DROPPED = (444, 0, "connection dropped without an answer")  # the client sees the connection close
