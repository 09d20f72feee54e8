#!/usr/bin/env bash
# The confirmed tier's figures, cross-fitted by document, on every dev set (issue 23; docs/answers.md).
#
#   1. each set ingested as `spanproof eval answers` does;
#   2. the question encoder trained in two folds by document (benchmarks/train_question_encoder.py; needs the fp32
#      extra: SPANPROOF_EXTRAS=fp32 make setup), so each question's quote is chosen by a model that never saw its
#      document;
#   3. every question answered by the product with its fold's encoder: records with the gate's measurements; the
#      strangers' manuals (benchmarks/datasets/stranger-manuals, -2 to -28, each written by a session that had read
#      neither the answering code nor the sets before it) with the shipped encoder, which never saw their documents;
#   4. benchmarks/fit_gate.py: the gate's score fitted and its threshold chosen for precision on the other folds'
#      documents only, applied to the held-out fold; the shipped model fitted on all (the strangers' manuals as one
#      set, docs/decisions.md, 2026-12-07); the margins of the questions asking why or how to do a thing chosen on
#      the strangers' first looks (2026-12-07, session 50);
#   5. the two quoting providers (bench_quoting_provider.py) through the llm answerer, each question with its fold's
#      encoder; their records can be fitted on too (fit_gate.py --set faa:exact=...; docs/decisions.md);
#   6. the thirty strangers' sets (the twenty-eight of manuals, and stranger-prose-1 and -2, never fitted on)
#      answered as a user gets the product, with the shipped encoder and gate.
#
#   bash benchmarks/trust_first.sh WORK_DIR      (about an hour on two cores)
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=${1:?a scratch folder}
mkdir -p "$WORK"
export SPANPROOF_HOME="$WORK/home"
B=.venv/bin
R=benchmarks/results

$B/spanproof eval convert-pages ../shared/data/faa-amt-powerplant/corpus.jsonl \
    benchmarks/datasets/faa-dev/questions.jsonl "$WORK/faa-qa"
$B/spanproof eval convert-squad ../shared/data/squad2-dev/squad2-dev-5-articles.json "$WORK/squad-qa"
MANUALS=benchmarks/datasets/structured-manuals
$B/spanproof eval answers --dataset "$WORK/faa-qa" --collection faa --limit 0 >/dev/null
$B/spanproof eval answers --dataset "$WORK/squad-qa" --collection squad --limit 0 >/dev/null
$B/spanproof eval answers --dataset "$MANUALS" --collection manuals --limit 0 >/dev/null

if [ ! -f "$WORK/qe/fold1.onnx" ]; then
    $B/python benchmarks/train_question_encoder.py dump "$SPANPROOF_HOME" faa "$WORK/faa-qa" "$WORK/faa.pkl"
    $B/python benchmarks/train_question_encoder.py dump "$SPANPROOF_HOME" squad "$WORK/squad-qa" "$WORK/squad.pkl"
    $B/python benchmarks/train_question_encoder.py train "$WORK/faa.pkl" "$WORK/squad.pkl" --out "$WORK/qe"
fi

for set in faa squad manuals; do
    case $set in
    faa) data="$WORK/faa-qa" dumped="$WORK/faa.pkl" ;;
    squad) data="$WORK/squad-qa" dumped="$WORK/squad.pkl" ;;
    manuals) data="$MANUALS" dumped="$WORK/faa.pkl" ;;  # documents no encoder saw: fold 0 answers them
    esac
    $B/python benchmarks/train_question_encoder.py answer "$SPANPROOF_HOME" "$set" "$data" "$WORK/qe" "$dumped" \
        --records "$R/records_${set}_cross_fitted.jsonl"
done

# the strangers' manuals, by the number their folder and collection end with (none for the first); the gate's
# measurements do not depend on the gate, so their records are fitted on as committed (step 6 writes them again)
STRANGER_MANUALS=("" 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28)
fitted=()
for n in "${STRANGER_MANUALS[@]}"; do
    $B/spanproof eval answers --dataset "benchmarks/datasets/stranger-manuals${n:+-$n}" --collection "stranger$n" \
        --records "$R/records_stranger${n:+_$n}_shipped.jsonl" >/dev/null
    fitted+=("$R/records_stranger${n:+_$n}_shipped.jsonl")
done

# the first looks (each set's questions answered before anything in it was read, as committed): the operating point
# of the questions asking why or how to do a thing is chosen on these
FIRST_LOOKS=(8 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28)
first_looks=()
for n in "${FIRST_LOOKS[@]}"; do
    first_looks+=(--first-look "$R/records_stranger_${n}_first_look.jsonl=benchmarks/datasets/stranger-manuals-$n")
done

$B/python benchmarks/fit_gate.py --set faa="$R/records_faa_cross_fitted.jsonl" \
    --set squad="$R/records_squad_cross_fitted.jsonl" --set manuals="$R/records_manuals_cross_fitted.jsonl" \
    --set stranger_manuals="$(IFS=,; echo "${fitted[*]}")" "${first_looks[@]}"

for set in faa manuals squad; do
    case $set in
    faa) data="$WORK/faa-qa" dumped="$WORK/faa.pkl" ;;
    squad) data="$WORK/squad-qa" dumped="$WORK/squad.pkl" ;;
    manuals) data="$MANUALS" dumped="$WORK/faa.pkl" ;;
    esac
    $B/python benchmarks/bench_quoting_provider.py "$SPANPROOF_HOME" "$set" "$data" --out "$R/quoting_provider_$set.json" \
        --models "$WORK/qe" --dumped "$dumped" --records "$WORK/records_$set"
done

for n in "${STRANGER_MANUALS[@]}"; do
    $B/spanproof eval answers --dataset "benchmarks/datasets/stranger-manuals${n:+-$n}" --collection "stranger$n" \
        --records "$R/records_stranger${n:+_$n}_shipped.jsonl" --json \
        -o "$R/eval_stranger_manuals${n:+_$n}.json" >/dev/null
done
for n in 1 2; do
    $B/spanproof eval answers --dataset "benchmarks/datasets/stranger-prose-$n" --collection "prose$n" \
        --records "$R/records_stranger_prose_${n}_shipped.jsonl" --json -o "$R/eval_stranger_prose_$n.json" >/dev/null
done
