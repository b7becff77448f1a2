#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks what the tree promises, before anything is built:
#   - no C or C++ source file is over 500 lines;
#   - every file or folder that a document or a C++ comment names exists;
#   - no C or C++ source chains .arg() calls, .arg(a).arg(b);
#   - every C or C++ source, CMake file and shell script says its licence
#     (SPDX-License-Identifier) in its first 3 lines;
#   - no two libraries have a folder of the same name at the top of their
#     include roots, so that an #include says which library it reads;
#   - the platform's folders include only themselves and those before them
#     in their order (docs/ARCHITECTURE.md), as the libraries link only
#     downward;
#   - only the list of a run's steps and the runner see the whole run
#     (core/engine/bench/runsteps.h): each step is handed the parts it uses.
# Prints one line per finding, FILE:LINE: what is wrong, then a summary, and
# exits with 1 when there is any. Files tracked by git, and new files not
# yet tracked unless .gitignore ignores them, are checked.
#
# Usage: installer/check-tree.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

max_lines=500
# A path is checked only when it starts with one of these folders, so that
# paths on the user's machine and build outputs are never taken for ours.
top_folders='app|core|ui|resources|translations|tests|installer|docs|cmake|[.]ci'

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "check-tree: $root is not a git checkout; nothing checked" >&2
    exit 0
fi

files=()
while IFS= read -r -d '' f; do
    [ -f "$f" ] && files+=("$f")
done < <(git ls-files -z --cached --others --exclude-standard | sort -zu)

findings=0
finding() {
    printf '%s\n' "$1"
    findings=$((findings + 1))
}

# --- Source files over the limit -------------------------------------------
sources=()
for f in "${files[@]}"; do
    case "$f" in *.cpp|*.h|*.c) sources+=("$f") ;; esac
done
while read -r lines f; do
    if [ "$f" != total ] && [ "$lines" -gt "$max_lines" ]; then
        finding "$f:$((max_lines + 1)): $lines lines, over $max_lines: split it into files with one job each"
    fi
done < <([ ${#sources[@]} -eq 0 ] || wc -l "${sources[@]}")

# --- Chained .arg() ---------------------------------------------------------
# In text.arg(a).arg(b), the second call fills the lowest %N left, which may
# be one that a brought along: a path named "big%1.json" takes b's number.
# Perl prints FILE:LINE for the first .arg(...) of every chain, with comments
# and literals blanked first, so that parentheses in them count for nothing
# and lines stay where they were.
arg_chains() {
    perl -e '
    for my $file (@ARGV) {
        open(my $in, "<", $file) or next;
        local $/; my $text = <$in>; close $in;
        my $blank = sub { (my $s = $_[0]) =~ s/[^\n]/ /g; $s };
        $text =~ s{ //[^\n]* | /\*.*?\*/
                  | (?<![0-9A-Za-z_])(?:u8|u|U|L)?R"([^(\s]{0,16})\(.*?\)\1"
                  | (?<![0-9A-Za-z_])(?:u8|u|U|L)?"(?:[^"\\\n]|\\.)*"
                  | (?<![0-9A-Za-z_])(?:u8|u|U|L)?\x27(?:[^\x27\\\n]|\\.)*\x27 }{ $blank->($&) }gsex;
        my %continued;
        while ($text =~ /\.\s*arg\s*(\((?:[^()]++|(?1))*\))\s*(?=\.\s*arg\s*\()/g) {
            my ($at, $next) = ($-[0], $+[0]);
            pos($text) = $at + 1; # chains inside the arguments too
            $continued{$next} = 1;
            next if $continued{$at};
            my $line = 1 + (() = substr($text, 0, $at) =~ /\n/g);
            print "$file:$line\n";
        }
    }' -- "$@"
}
while IFS= read -r place; do
    finding "$place: chained .arg(): a later call fills a %N that an earlier value brought in; pass all values to one .arg(a, b, ...) as strings (QString::number(n), QLocale().toString(n) for %L1)"
done < <([ ${#sources[@]} -eq 0 ] || arg_chains "${sources[@]}")

# --- Licence lines ----------------------------------------------------------
for f in "${files[@]}"; do
    first='' second='' third=''
    { read -r first; read -r second; read -r third; } <"$f" || true
    case "$f" in
        *.cpp|*.h|*.c|*.cmake|*.sh|CMakeLists.txt|*/CMakeLists.txt) ;;
        *) [[ $first =~ ^\#!.*(/|\ )(ba|da)?sh$ ]] || continue ;; # a script without .sh
    esac
    case "$first$second$third" in
        *SPDX-License-Identifier:*) ;;
        *) finding "$f:1: no SPDX-License-Identifier line in the first 3 lines" ;;
    esac
done

# --- Folders that say their library ----------------------------------------
# Each library's include root is named in its CMakeLists.txt as
# target_include_directories(TARGET PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}[/SUB]).
declare -A root_of_folder=()
while IFS=: read -r cmake _ text; do
    sub=$(sed -n 's/.*PUBLIC \${CMAKE_CURRENT_SOURCE_DIR}\(\/[A-Za-z0-9_]*\)\{0,1\}).*/\1/p' <<<"$text")
    include_root=${cmake%/CMakeLists.txt}$sub
    for folder in "$include_root"/*/; do
        [ -d "$folder" ] || continue
        name=$(basename "$folder")
        # A folder that is itself another library's root holds no headers of this one.
        grep -qs 'target_include_directories' "$folder/CMakeLists.txt" && continue
        if [ -n "${root_of_folder[$name]:-}" ] && [ "${root_of_folder[$name]}" != "$include_root" ]; then
            finding "$include_root/$name: the folder $name/ is in the include roots of ${root_of_folder[$name]} and $include_root: name one after its library"
        fi
        root_of_folder[$name]=$include_root
    done
done < <(grep -n 'target_include_directories([A-Za-z0-9_]* PUBLIC ${CMAKE_CURRENT_SOURCE_DIR}' \
    app/CMakeLists.txt core/*/CMakeLists.txt ui/CMakeLists.txt 2>/dev/null)

# --- The platform's folders in their order ---------------------------------
platform_order=(util fs volume device system privilege cache)
declare -A platform_rank=()
for i in "${!platform_order[@]}"; do platform_rank[${platform_order[$i]}]=$i; done
for folder in core/platform/*/; do
    name=$(basename "$folder")
    [ -n "${platform_rank[$name]:-}" ] || finding "core/platform/$name: a folder outside the platform's order (installer/check-tree.sh, docs/ARCHITECTURE.md)"
done
while IFS=: read -r file line included; do
    from=${file#core/platform/}
    from=${from%%/*}
    [ -n "${platform_rank[$from]:-}" ] && [ -n "${platform_rank[$included]:-}" ] || continue
    if [ "${platform_rank[$included]}" -gt "${platform_rank[$from]}" ]; then
        finding "$file:$line: $from/ includes $included/, which comes after it in the platform's order (${platform_order[*]})"
    fi
done < <(grep -n -o '^#include "[a-z]*/' -r core/platform --include='*.cpp' --include='*.h' | sed 's/#include "\([a-z]*\)\/$/\1/')

# --- One way through a run -------------------------------------------------
# WholeRun holds every part of a run; a step that saw it could reach any
# part, so only the step list and the runner that makes it include it.
while IFS=: read -r file line _; do
    case $file in
    core/engine/bench/runsteps.cpp | core/engine/bench/benchmarkrunner.cpp) ;;
    *) finding "$file:$line: includes bench/runsteps.h, the whole run; hand the step the parts it uses (bench/runparts.h)" ;;
    esac
done < <(grep -n -r '^#include "bench/runsteps.h"' core app ui tests --include='*.cpp' --include='*.h' || true)

# --- Paths named in documents and C++ comments ------------------------------
# The awk program prints FILE<TAB>LINE<TAB>PATH for every path a document
# names (a Markdown link to a local file, a word in a code span that starts
# with a top folder, a bare NAME.md) and every such path in a code span or
# a bare NAME.md in a C or C++ comment. Fenced code blocks hold examples of
# commands and are skipped. Whether each exists is judged below.
candidates() {
    awk -v top="^($top_folders)/" '
    function emit(word) { print FILENAME "\t" spanline "\t" word }
    # The words of `text` that name a path; with `mdonly`, documents only.
    function words(text, mdonly,    n, i, w, k) {
        n = split(text, w, /[ \t]+/)
        for (i = 1; i <= n; i++) {
            k = w[i]
            sub(/^[("'\''<]+/, "", k)
            sub(/[,;:)"'\''>.]+$/, "", k)
            sub(/:[0-9]+$/, "", k)
            if (mdonly && k !~ /\.md$/) continue
            if (k ~ top && k ~ /^[A-Za-z0-9_.*\/+-]+$/) emit(k)
            else if (k ~ /^[A-Za-z0-9_-]+\.md$/) emit(k)
        }
    }
    # Backquoted spans of `text`; a span may go on over the next lines of a
    # paragraph (open, span, spanline carry over).
    function spans(text,    p) {
        while (1) {
            p = index(text, "`")
            if (!p) { if (open) span = span " " text; return }
            if (open) { words(span " " substr(text, 1, p - 1), 0); open = 0 }
            else { open = 1; span = ""; spanline = FNR }
            text = substr(text, p + 1)
        }
    }
    FNR == 1 { fence = 0; open = 0; block = 0 }
    FILENAME ~ /\.md$/ {
        if ($0 ~ /^[ \t]*(```|~~~)/) { fence = !fence; next }
        if (fence) next
        if ($0 ~ /^[ \t]*$/) { open = 0; next }
        text = $0
        while (match(text, /\]\([^) \t]+/)) {
            link = substr(text, RSTART + 2, RLENGTH - 2)
            text = substr(text, RSTART + RLENGTH)
            if (link ~ /^[a-z]+:/ || link ~ /^#/) continue
            sub(/#.*/, "", link)
            spanline = FNR; print FILENAME "\t" FNR "\tlink:" link
        }
        spans($0)
        next
    }
    {   # C and C++: the text of comments, character and string literals left out.
        line = $0; comment = ""
        while (line != "") {
            if (block) {
                p = index(line, "*/")
                if (p) { comment = comment " " substr(line, 1, p - 1); line = substr(line, p + 2); block = 0 }
                else { comment = comment " " line; line = "" }
                continue
            }
            gsub(/'\''([^'\''\\]|\\.)'\''/, "'\'''\''", line)
            gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
            s = index(line, "//"); b = index(line, "/*")
            if (s && (!b || s < b)) { comment = comment " " substr(line, s + 2); line = "" }
            else if (b) { line = substr(line, b + 2); block = 1 }
            else line = ""
        }
        if (comment == "") next
        open = 0
        spans(comment)
        open = 0; spanline = FNR
        words(comment, 1)
    }' "$@"
}

# A path exists when something matches it (a glob such as
# `core/platform/fs/filelock_*` when one file does): from the top of the tree, from
# core/ (the core's own includes and comments), or beside the file naming
# it; a bare NAME.md also in docs/.
exists() {
    local path=$1 folder=$2 candidate
    for candidate in "$path" "core/$path" "$folder/$path" "docs/$path"; do
        compgen -G "$candidate" >/dev/null && return 0
    done
    return 1
}

documents=()
for f in "${files[@]}"; do
    case "$f" in
        tests/data/*) ;; # golden files: what the program writes, not documents
        *.md|*.cpp|*.h|*.c) documents+=("$f") ;;
    esac
done
while IFS=$'\t' read -r file line path; do
    folder=${file%/*}
    [ "$folder" != "$file" ] || folder=.
    case "$path" in
        link:*)
            path=${path#link:}
            # A link is relative to its document, or absolute in the tree.
            case "$path" in /*) target=${path#/} ;; *) target=$folder/$path ;; esac
            [ -e "$target" ] || finding "$file:$line: links to $path, which does not exist"
            ;;
        *)
            exists "$path" "$folder" || finding "$file:$line: names $path, which does not exist"
            ;;
    esac
done < <(candidates "${documents[@]}" | sort -u -t$'\t' -k1,1 -k2,2n -k3,3)

if [ "$findings" -gt 0 ]; then
    echo "check-tree: $findings finding(s) in ${#files[@]} files"
    exit 1
fi
echo "check-tree: ${#files[@]} files checked, nothing found"
