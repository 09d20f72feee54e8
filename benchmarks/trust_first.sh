#!/usr/bin/env bash
# The confirmed tier's figures, cross-fitted by document, on every dev set (issue 23; docs/answers.md).
#
#   1. each set ingested as `spanproof eval answers` does;
#   2. the question encoder trained in two folds by document (benchmarks/train_question_encoder.py; needs the fp32
#      extra: SPANPROOF_EXTRAS=fp32 make setup), so each question's quote is chosen by a model that never saw its
#      document;
#   3. every question answered by the product with its fold's encoder: records with the gate's measurements;
#   4. benchmarks/fit_gate.py: the gate's score fitted and its threshold chosen for precision on the other folds'
#      documents only, applied to the held-out fold; the shipped model fitted on all;
#   5. the two quoting providers (bench_quoting_provider.py) through the llm answerer, each question with its fold's
#      encoder; their records can be fitted on too (fit_gate.py --set faa:exact=...; docs/decisions.md);
#   6. seventeen strangers' sets (benchmarks/datasets/stranger-manuals, -2 to -15, stranger-prose-1 and -2, each
#      written by a session that had read neither the answering code nor the sets before it), never fitted on:
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

$B/python benchmarks/fit_gate.py --set faa="$R/records_faa_cross_fitted.jsonl" \
    --set squad="$R/records_squad_cross_fitted.jsonl" --set manuals="$R/records_manuals_cross_fitted.jsonl"

for set in faa manuals squad; do
    case $set in
    faa) data="$WORK/faa-qa" dumped="$WORK/faa.pkl" ;;
    squad) data="$WORK/squad-qa" dumped="$WORK/squad.pkl" ;;
    manuals) data="$MANUALS" dumped="$WORK/faa.pkl" ;;
    esac
    $B/python benchmarks/bench_quoting_provider.py "$SPANPROOF_HOME" "$set" "$data" --out "$R/quoting_provider_$set.json" \
        --models "$WORK/qe" --dumped "$dumped" --records "$WORK/records_$set"
done

$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals --collection stranger \
    --records "$R/records_stranger_shipped.jsonl" --json -o "$R/eval_stranger_manuals.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-2 --collection stranger2 \
    --records "$R/records_stranger_2_shipped.jsonl" --json -o "$R/eval_stranger_manuals_2.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-3 --collection stranger3 \
    --records "$R/records_stranger_3_shipped.jsonl" --json -o "$R/eval_stranger_manuals_3.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-4 --collection stranger4 \
    --records "$R/records_stranger_4_shipped.jsonl" --json -o "$R/eval_stranger_manuals_4.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-5 --collection stranger5 \
    --records "$R/records_stranger_5_shipped.jsonl" --json -o "$R/eval_stranger_manuals_5.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-6 --collection stranger6 \
    --records "$R/records_stranger_6_shipped.jsonl" --json -o "$R/eval_stranger_manuals_6.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-7 --collection stranger7 \
    --records "$R/records_stranger_7_shipped.jsonl" --json -o "$R/eval_stranger_manuals_7.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-8 --collection stranger8 \
    --records "$R/records_stranger_8_shipped.jsonl" --json -o "$R/eval_stranger_manuals_8.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-prose-1 --collection prose1 \
    --records "$R/records_stranger_prose_1_shipped.jsonl" --json -o "$R/eval_stranger_prose_1.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-9 --collection stranger9 \
    --records "$R/records_stranger_9_shipped.jsonl" --json -o "$R/eval_stranger_manuals_9.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-prose-2 --collection prose2 \
    --records "$R/records_stranger_prose_2_shipped.jsonl" --json -o "$R/eval_stranger_prose_2.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-10 --collection stranger10 \
    --records "$R/records_stranger_10_shipped.jsonl" --json -o "$R/eval_stranger_manuals_10.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-11 --collection stranger11 \
    --records "$R/records_stranger_11_shipped.jsonl" --json -o "$R/eval_stranger_manuals_11.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-12 --collection stranger12 \
    --records "$R/records_stranger_12_shipped.jsonl" --json -o "$R/eval_stranger_manuals_12.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-13 --collection stranger13 \
    --records "$R/records_stranger_13_shipped.jsonl" --json -o "$R/eval_stranger_manuals_13.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-14 --collection stranger14 \
    --records "$R/records_stranger_14_shipped.jsonl" --json -o "$R/eval_stranger_manuals_14.json" >/dev/null
$B/spanproof eval answers --dataset benchmarks/datasets/stranger-manuals-15 --collection stranger15 \
    --records "$R/records_stranger_15_shipped.jsonl" --json -o "$R/eval_stranger_manuals_15.json" >/dev/null
