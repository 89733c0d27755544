# SPDX-License-Identifier: MIT
# bash completion for hexseed(1): commands, each command's options, and the values of the
# options that take a fixed set. Written by scripts/write-faces from what hexseed itself
# says (--help, the rule table): scripts/write-faces; edit the command, then run it again.

_hexseed_options()
{
    case $1 in
        catan) echo "--balanced --budget-ms --color --explain --format --harbors --iterations --layout --lock --max-nodes --metric --mode --output --paper --players --rules --seed --spiral --style --unbalanced -o --help" ;;
        seafarers) echo "--color --explain --format --harbors --landmass --lock --max-nodes --metric --output --paper --players --rules --scenario --seed --spiral --style --swap -o --help" ;;
        board) echo "--color --explain --format --harbors --metric --output --paper --style -o --help" ;;
        serve) echo "--bind --cache --cache-mb --head-timeout --max-connections --per-address --per-client --port --queue --quiet --threads --timeout --workers --help" ;;
        landmass) echo "--color --compat --format --output --rule --start --survey --swap --top -o --help" ;;
        house-rules) echo "--count --format --intensity --output --seed -o --help" ;;
        empire) echo "--color --format --height --land --map --names --output --paths --random --width -o --help" ;;
        score) echo "--format --harbors --metric --output -o --help" ;;
        terrain) echo "--birth --border --format --height --iterations --land-ratio --method --neighborhood --neighbourhood --output --scale --seed --survive --threads --update --width --window -o --help" ;;
        rules) echo "--format --help" ;;
        generators) echo "--format --help" ;;
        fairness) echo "--bot --bots --format --games --max-turns --output --players --seed --temperature --threads --trading -o --help" ;;
        openings) echo "--bot --bots --candidates --format --games --max-turns --output --players --seed --temperature --threads --trading -o --help" ;;
        tileset) echo "--output -o --help" ;;
        event) echo "--balanced --format --iterations --metric --mode --output --players --rounds --rules --seed --spiral --tables -o --help" ;;
    esac
}

# The values of option $2 of command $1, or nothing when the value is free (a number, a file).
_hexseed_values()
{
    case $1:$2 in
        catan:--color) echo "auto always never" ;;
        catan:--format) echo "text json svg png pdf line code tmj" ;;
        catan:--metric) echo "hexseed compat seats" ;;
        catan:--paper) echo "a4 letter" ;;
        catan:--players) echo "3 4 3-4 5-6" ;;
        catan:--rules) echo "red extremes equal terrain pips= group= desert=centre desert=inland desert=any deserts-apart spread-red min-pips= max-pips= all none" ;;
        catan:--style) echo "compact legible" ;;
        seafarers:--color) echo "auto always never" ;;
        seafarers:--format) echo "text json svg png pdf line code tmj" ;;
        seafarers:--metric) echo "hexseed compat seats" ;;
        seafarers:--paper) echo "a4 letter" ;;
        seafarers:--players) echo "3 4 5-6" ;;
        seafarers:--rules) echo "red extremes equal terrain pips= group= desert=centre desert=inland desert=any deserts-apart spread-red min-pips= max-pips= all none" ;;
        seafarers:--scenario) echo "new-shores four-islands through-the-desert fog-islands forgotten-tribe cloth-for-catan pirate-islands wonders-of-catan new-world" ;;
        seafarers:--style) echo "compact legible" ;;
        board:--color) echo "auto always never" ;;
        board:--format) echo "text json svg png pdf line code tmj" ;;
        board:--metric) echo "hexseed compat seats" ;;
        board:--paper) echo "a4 letter" ;;
        board:--style) echo "compact legible" ;;
        landmass:--color) echo "auto always never" ;;
        landmass:--format) echo "grid text json svg tmj" ;;
        house-rules:--format) echo "text json" ;;
        empire:--color) echo "auto always never" ;;
        empire:--format) echo "grid text json svg png tmj" ;;
        score:--format) echo "text json line" ;;
        score:--metric) echo "hexseed compat seats" ;;
        terrain:--border) echo "water land wrap" ;;
        terrain:--format) echo "text png pgm svg json tmj" ;;
        terrain:--method) echo "automaton subdivide" ;;
        terrain:--neighbourhood) echo "moore hex" ;;
        terrain:--update) echo "simultaneous in-place" ;;
        rules:--format) echo "text json" ;;
        generators:--format) echo "text json" ;;
        fairness:--bot) echo "greedy random roads cities cards harbors mix" ;;
        fairness:--format) echo "text json" ;;
        fairness:--trading) echo "on off" ;;
        openings:--bot) echo "greedy random roads cities cards harbors mix" ;;
        openings:--format) echo "text json svg" ;;
        openings:--trading) echo "on off" ;;
        event:--format) echo "text json" ;;
        event:--metric) echo "hexseed compat seats" ;;
        event:--rules) echo "red extremes equal terrain pips= group= desert=centre desert=inland desert=any deserts-apart spread-red min-pips= max-pips= all none" ;;
    esac
}

_hexseed()
{
    local cur prev words cword
    if declare -F _init_completion >/dev/null 2>&1; then
        _init_completion || return
    else
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        cword=$COMP_CWORD
    fi
    local commands="catan seafarers board serve landmass house-rules empire score terrain rules generators fairness openings tileset event"

    if [ "$cword" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    local command=${COMP_WORDS[1]}
    case $prev in
        -o | --output)
            COMPREPLY=($(compgen -f -- "$cur"))
            return
            ;;
    esac
    local values
    values=$(_hexseed_values "$command" "$prev")
    if [ -n "$values" ]; then
        if [ "$prev" = --rules ]; then
            # A comma-separated list: complete the word after the last comma.
            local done=${cur%"${cur##*,}"}
            COMPREPLY=($(compgen -P "$done" -W "$values" -- "${cur##*,}"))
            # A rule that takes a parameter ("pips=") waits for it: no space yet.
            case ${COMPREPLY[0]:-} in *=) [ ${#COMPREPLY[@]} -eq 1 ] && compopt -o nospace 2>/dev/null ;; esac
        else
            COMPREPLY=($(compgen -W "$values" -- "$cur"))
        fi
        return
    fi
    COMPREPLY=($(compgen -W "$(_hexseed_options "$command")" -- "$cur"))
}

complete -F _hexseed hexseed
