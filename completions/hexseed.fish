# SPDX-License-Identifier: MIT
# fish completion for hexseed(1): commands, each command's options and their values.

set -l commands catan seafarers board serve landmass house-rules empire score terrain rules generators fairness openings

complete -c hexseed -f
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -l help -d 'list the commands'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -l version -d 'print the version'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a catan -d 'generate a fair Catan board'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a seafarers -d 'generate a Seafarers board'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a board -d 'rebuild a board from its share code'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a serve -d 'start the web UI and JSON API'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a landmass -d 'grow a Seafarers landmass'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a house-rules -d 'draw house rules'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a empire -d 'make a Hex Empire map'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a score -d 'score board lines'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a terrain -d 'make a land and water map'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a rules -d 'list the placement rules'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a generators -d 'list every generator\'s parameters and formats'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a fairness -d 'play a board many times with bots'
complete -c hexseed -n "not __fish_seen_subcommand_from $commands" -a openings -d 'rank the settlement spots'

# Options shared by several commands.
for c in $commands
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l help -d 'show the options'
end
for c in catan seafarers board landmass house-rules empire terrain
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -s o -l output -r -F -d 'write to FILE'
end
for c in catan seafarers board landmass empire
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l color -x -a 'auto always never' -d 'colour the text output'
end
for c in catan seafarers house-rules terrain
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l seed -x -d 'seed, 0..4294967295'
end
for c in catan seafarers
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l rules -x -a 'red extremes equal terrain pips= group= desert=centre desert=inland desert=any deserts-apart spread-red min-pips= max-pips= all none' -d 'placement rules'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l lock -x -d 'keep hex Q,R as terrain T[:N]'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l spiral -d 'numbers along the letter spiral'
end
for c in catan seafarers board
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l format -x -a 'text json svg png pdf line code tmj' -d 'output format'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l explain -d 'explain the balance score'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l harbors -d 'with --explain: the harbor factor'
end
for c in catan seafarers
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l max-nodes -x -d 'give up after N search nodes'
end
for c in catan seafarers board score
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l metric -x -a 'hexseed compat seats' -d 'balance score'
end

# catan
complete -c hexseed -n '__fish_seen_subcommand_from catan' -l mode -x -a 'classic 5-6 seafarers seafarers-5-6' -d 'board'
complete -c hexseed -n '__fish_seen_subcommand_from catan' -l balanced -d 'the most balanced board'
complete -c hexseed -n '__fish_seen_subcommand_from catan' -l unbalanced -d 'the least balanced board'
complete -c hexseed -n '__fish_seen_subcommand_from catan' -l iterations -x -d 'annealing steps'
complete -c hexseed -n '__fish_seen_subcommand_from catan' -l budget-ms -x -d 'time budget in ms'

# seafarers
complete -c hexseed -n '__fish_seen_subcommand_from seafarers' -l players -x -a '3 4 5-6' -d 'players'
complete -c hexseed -n '__fish_seen_subcommand_from seafarers' -l scenario -x -a 'new-shores four-islands through-the-desert fog-islands forgotten-tribe cloth-for-catan pirate-islands wonders-of-catan new-world' -d 'scenario'
complete -c hexseed -n '__fish_seen_subcommand_from seafarers' -l landmass -x -d 'landmass R:S'
complete -c hexseed -n '__fish_seen_subcommand_from seafarers' -l swap -d 'exchange land and water'

# serve
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l bind -x -d 'IPv4 address'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l port -x -d 'TCP port'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l threads -x -d 'connection threads'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l workers -x -d 'work-pool threads'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l queue -x -d 'requests waiting for a worker'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l per-client -x -d 'expensive requests per address'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l max-connections -x -d 'open connections'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l per-address -x -d 'connections from one address'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l timeout -x -d 'idle seconds'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l head-timeout -x -d 'request-head seconds'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l cache -x -d 'cached answers'
complete -c hexseed -n '__fish_seen_subcommand_from serve' -l quiet -d 'no access log'

# landmass
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l rule -x -d 'Wolfram rule 0..255'
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l start -x -d 'start row 0..255'
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l swap -d 'exchange land and water'
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l compat -d 'read R and S as the original page did'
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l format -x -a 'grid text json svg tmj' -d 'output format'
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l survey -d 'rate every rule and start'
complete -c hexseed -n '__fish_seen_subcommand_from landmass' -l top -x -d 'how many maps the survey lists'

# house-rules
complete -c hexseed -n '__fish_seen_subcommand_from house-rules' -l intensity -x -d '1..100'
complete -c hexseed -n '__fish_seen_subcommand_from house-rules' -l count -x -d 'how many rules'
complete -c hexseed -n '__fish_seen_subcommand_from house-rules' -l format -x -a 'text json' -d 'output format'

# empire
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l map -x -d 'map number 0..999999'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l random -d 'a random map number'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l format -x -a 'grid text json svg png tmj' -d 'output format'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l paths -d 'draw the paths between towns'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l names -d 'write the town names'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l width -x -d 'board width 6..64'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l height -x -d 'board height 6..40'
complete -c hexseed -n '__fish_seen_subcommand_from empire' -l land -x -d 'land seeded at L in 10'

# score
complete -c hexseed -n '__fish_seen_subcommand_from score' -l format -x -a 'text json line' -d 'output format'

# fairness and openings
for c in fairness openings
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l games -x -d 'games (rollouts per spot)'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l bot -x -a 'mix greedy roads cities cards harbors random' -d 'one bot for every seat'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l bots -x -d 'one bot per seat'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l players -x -d 'players'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l seed -x -d 'the run seed'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l threads -x -d 'threads'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l temperature -x -d 'how widely openings vary'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -l max-turns -x -d 'turns before a game is unfinished'
    complete -c hexseed -n "__fish_seen_subcommand_from $c" -s o -r -F -d 'write to FILE'
end
complete -c hexseed -n '__fish_seen_subcommand_from fairness' -l format -x -a 'text json' -d 'output format'
complete -c hexseed -n '__fish_seen_subcommand_from fairness' -l trading -x -a 'on off' -d 'trades between players'
complete -c hexseed -n '__fish_seen_subcommand_from openings' -l candidates -x -d 'spots tried per settlement'
complete -c hexseed -n '__fish_seen_subcommand_from openings' -l format -x -a 'text json svg' -d 'output format'

# rules, generators
complete -c hexseed -n '__fish_seen_subcommand_from rules generators' -l format -x -a 'text json' -d 'output format'

# terrain
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l width -x -d 'cells'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l height -x -d 'cells'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l land-ratio -x -d 'share of land in the fill'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l iterations -x -d 'passes of the rule'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l update -x -a 'simultaneous in-place' -d 'update order'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l border -x -a 'water land wrap' -d 'beyond the edge'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l neighbourhood -x -a 'moore hex' -d 'neighbourhood'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l neighborhood -x -a 'moore hex' -d 'neighbourhood'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l survive -x -d 'land stays land with at least N'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l birth -x -d 'water becomes land with at least N'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l method -x -a 'automaton subdivide' -d 'generator'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l window -x -d 'X,Y,W,H'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l scale -x -d 'pixels per cell'
complete -c hexseed -n '__fish_seen_subcommand_from terrain' -l format -x -a 'text png pgm svg json tmj' -d 'output format'
