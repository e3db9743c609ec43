"""The running bot: the Discord client, the scheduler and the computer driver, and the pools
where computers think and images are drawn."""
