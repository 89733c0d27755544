# SPDX-License-Identifier: MIT
# bash completion for hexseed(1): commands, each command's options, and the values of the
# options that take a fixed set (modes, rules, formats, metrics, ...).

_hexseed_options()
{
    case $1 in
        catan) echo "--mode --seed --rules --lock --spiral --balanced --unbalanced --metric --iterations --budget-ms --explain --harbors --format -o --output --max-nodes --color --help" ;;
        seafarers) echo "--scenario --players --landmass --swap --seed --rules --lock --spiral --explain --metric --harbors --format -o --output --max-nodes --color --help" ;;
        board) echo "--format -o --output --explain --metric --harbors --color --help" ;;
        serve) echo "--bind --port --threads --workers --queue --per-client --max-connections --per-address --timeout --head-timeout --cache --quiet --help" ;;
        landmass) echo "--rule --start --swap --compat --format --survey --top -o --output --color --help" ;;
        house-rules) echo "--intensity --count --seed --format -o --output --help" ;;
        empire) echo "--map --random --format --paths --names --width --height --land -o --output --color --help" ;;
        score) echo "--metric --format --help" ;;
        rules | generators) echo "--format --help" ;;
        fairness) echo "--games --bot --bots --players --seed --threads --temperature --max-turns --trading --format -o --help" ;;
        openings) echo "--games --candidates --bot --bots --players --seed --threads --temperature --max-turns --format -o --help" ;;
        terrain) echo "--width --height --land-ratio --iterations --update --border --neighbourhood --neighborhood --survive --birth --method --seed --window --scale --format -o --output --help" ;;
    esac
}

# The values of option $2 of command $1, or nothing when the value is free (a number, a file).
_hexseed_values()
{
    case $1:$2 in
        catan:--mode) echo "classic 5-6 seafarers seafarers-5-6" ;;
        seafarers:--players) echo "3 4 5-6" ;;
        seafarers:--scenario) echo "new-shores four-islands through-the-desert fog-islands forgotten-tribe cloth-for-catan pirate-islands wonders-of-catan new-world" ;;
        fairness:--bot | openings:--bot) echo "mix greedy roads cities cards harbors random" ;;
        fairness:--trading) echo "on off" ;;
        fairness:--format) echo "text json" ;;
        openings:--format) echo "text json svg" ;;
        *:--rules) echo "red extremes equal terrain pips= group= desert=centre desert=inland desert=any deserts-apart spread-red min-pips= max-pips= all none" ;;
        *:--metric) echo "hexseed compat seats" ;;
        *:--color) echo "auto always never" ;;
        catan:--format | seafarers:--format | board:--format) echo "text json svg png pdf line code tmj" ;;
        landmass:--format) echo "grid text json svg tmj" ;;
        house-rules:--format | rules:--format | generators:--format) echo "text json" ;;
        empire:--format) echo "grid text json svg png tmj" ;;
        score:--format) echo "text json line" ;;
        terrain:--format) echo "text png pgm svg json tmj" ;;
        terrain:--update) echo "simultaneous in-place" ;;
        terrain:--border) echo "water land wrap" ;;
        terrain:--neighbourhood | terrain:--neighborhood) echo "moore hex" ;;
        terrain:--method) echo "automaton subdivide" ;;
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
    local commands="catan seafarers board serve landmass house-rules empire score terrain rules generators fairness openings"

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
