"""Abstention inside one paper: off-topic and unanswered value questions decline, answerable ones do not."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from assistant import abstention, extractive
from assistant.abstention import asks_for_value
from assistant.answer_types import (
    asks_which_model,
    capitalized_in,
    detail_missing,
    details_asked,
    names_a_model,
    names_beside,
    names_instance,
    names_something_new,
    number_missing,
    other_variant,
    proper_nouns,
    setting_missing,
    settings_asked,
    side_sizes,
    side_stages,
    topic_asked,
    topic_missing,
    variant_missing,
    version_missing,
    writes_number,
)
from assistant.answering import Assistant
from assistant.citations import Source
from assistant.lexical import spell_greek, tokenize
from assistant.question_kinds import (
    about_the_paper,
    agreement_asked_on,
    asks_about_setup,
    asks_duration,
    asks_for_outcome,
    asks_how_it_works,
    asks_how_many,
    assigns,
    baseline_asked,
    counts_closely,
    measured_groups,
    measured_words,
    mentions,
    names_all,
    names_in,
    question_parts,
    subsets_asked,
    symbols_asked,
    trained_asked,
    unit_asked,
    value_holder_asked,
)
from assistant.records import Paper
from assistant.retrieval import Retrieved, Scope
from assistant.shorthand import spelled_out
from assistant.store import StoredChunk
from ingest.pipeline import Ingestor

PAPER = {
    "title": "DisCo: Verifier Disagreement as Credit",
    "date": "2026-04-02",
    "abstract": "We propose DisCo, which assigns credit to reasoning steps where two verifiers disagree. "
    "DisCo is trained on 48k math problems with a learning rate of 2e-6 for 3 epochs and β = 0.05. "
    "Batch size matters for stable training. "
    "Training runs on eight A100 cards. "
    "Failed responses are scaled by λ = 1.5. This sets the penalty weight of the tokens after the faulty step. "
    "On MATH-500 it improves accuracy from 71.2% to 76.9% over GRPO. "
    "Disagreement-based credit also halves the variance of the policy gradient. "
    "We find that credit from a single verifier overfits to its blind spots. "
    "Scores are averaged over three trials. "
    "ORPO (Hong et al., 2024) folds the preference loss into supervised fine-tuning.",
}
OTHER = {
    "title": "Zebrafish Tokenizers for Code Models",
    "date": "2026-03-05",
    "abstract": "We introduce zebrafish tokenizers for code language models. They shorten Python sequences by 18%.",
}


@pytest.fixture
def ask(ingestor: Ingestor, tmp_path: Path):  # type: ignore[no-untyped-def]  # returns a closure over the store
    path = tmp_path / "papers.jsonl"
    path.write_text(json.dumps(PAPER) + "\n" + json.dumps(OTHER) + "\n")
    report = ingestor.ingest([path])
    paper_id = next(pid for pid in report.files[0].added if pid.startswith("disco"))
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)
    return lambda question: assistant.ask(question, scope=Scope(paper_id=paper_id))


@pytest.mark.parametrize(
    "question",
    [
        "What is the capital of France?",
        "Who won the 2018 World Cup?",
        "What batch size does DisCo use?",
        "What sampling temperature is used for the verifiers?",
        "Does DisCo outperform ORPO?",  # a name only related work mentions
        "How does DisCo compare with ORPO on MATH-500?",  # a comparison with a method the paper only cites
        "How long did DisCo's training take in wall-clock time?",  # a duration: no unit of time is given
        "What maximum response length does DisCo use?",  # a value named by three words
        "Which optimizer is DisCo trained with?",  # a setup detail the paper never gives
        "What license is the DisCo code released under?",
        "Which random seeds are used for the DisCo runs?",
        "Does DisCo compare against Elicit?",  # a proper noun with one capital the paper never writes
        "What Arena-Hard score does DisCo reach?",  # a name of capitalized words the paper never writes
        "What accuracy does DisCo reach on MATH-400?",  # a variant of a name the paper writes otherwise
        "What learning rate does the GRPO baseline use?",  # the paper gives its own, not the baseline's
        "How does accuracy change when β is set to 0.2 instead?",  # a setting the paper never reports
        "What happens if the batch size is increased to 512?",
        "How do the scores move with eight trials instead of three?",
        "What batch size and dropout rate does DisCo use?",  # two values asked, neither given
        "Which grant funded the DisCo work?",  # funding, a setup detail never written
        "Do the authors discuss privacy or consent issues around the math problems?",  # a topic never written
        "Is the DisCo training code going to be open-sourced, and where?",  # a release the paper never mentions
        "What's the typical wall-clock time for DisCo to solve a single math problem?",  # a time, never given
        "What was the inter-annotator agreement on the DisCo step labels?",  # an agreement, never given
        "What was the agreement (Cohen's or Fleiss' kappa) among the annotators?",  # names typed in parentheses
        "What top-p do they use when sampling from the verifiers?",  # a sampling setting, never given
        "Which learning rate does the GRPO baseline use?",  # "which", as "what"
        "What is the seed-to-seed standard deviation of DisCo on MATH-500?",  # a spread, never given
        "How well does DisCo do on MATH-500 with 16 verifiers?",  # a number the paper never writes
        "What accuracy does DisCo reach with a budget of $10,000?",
    ],
)
def test_questions_the_paper_does_not_answer_decline(ask, question: str) -> None:  # type: ignore[no-untyped-def]
    answer = ask(question)
    assert answer.abstained and not answer.citations


@pytest.mark.parametrize(
    ("question", "fact"),
    [
        ("What is the main contribution?", "assigns credit"),
        ("What learning rate does DisCo use?", "2e-6"),
        ("How many math problems is DisCo trained on?", "48k"),
        ("Over how many random trials are the scores averaged?", "three trials"),  # "random" only qualifies
        ("How much does DisCo improve accuracy on MATH-500?", "76.9%"),
        ("What does the method halve?", "variance"),
        ("Which benchmark shows the accuracy gain?", "MATH-500"),  # the thing asked for is named
        ("Which two kinds of verifiers are compared?", "single verifier"),  # a generic head asks for nothing
        # The paper never writes "benchmark": a kind of thing is often named by its instance only, so
        # (unlike a value or a name) a missing kind word does not decline.
        ("Which benchmark is the accuracy gain reported on?", "MATH-500"),
        ("What beta value does DisCo use?", "β = 0.05"),  # "beta" is the paper's "β"
        ("How does DisCo compare with GRPO on MATH-500?", "76.9%"),  # every name is in the paper
        ("What hardware does training run on?", "A100"),  # a setup detail given by its instance only
        ("What penalty weight coefficient does DisCo use?", "1.5"),  # the number and the words in two sentences
        ("How much does DisCo improve over GRPO on Math-500?", "76.9%"),  # "Math" is written, in capitals
        ("What does DisCo reach when beta is set to 0.050?", "β = 0.05"),  # the setting it reports, as a number
        ("What learning rate and how many epochs does DisCo train with?", "2e-6"),  # both values are given
        ("What learning rate and batch size does DisCo use?", "2e-6"),  # one of the two is enough
        ("Does the paper discuss the role of the verifiers?", "verifiers"),  # "role" alone is not the topic
        ("How does DisCo make RL training of LLMs better?", "assigns credit"),  # "LLM" is the field's, not a name
        ("Does the paper discuss the variance of the policy gradient?", "variance"),  # a topic it writes about
        ("How many GRPO math problems is DisCo trained on?", "48k"),  # a name is no word of the measure
        ("How many curated math problems is DisCo trained on?", "48k"),  # one of three words may be left out
        ("Over how many trials are the scores averaged?", "three trials"),  # a number written as a word
        ("What does ORPO fold into supervised fine-tuning?", "preference loss"),  # related work answers what it says
        ("How much does DisCo improve on the 71.2% of GRPO on MATH-500?", "76.9%"),  # a number the paper writes
        ("What learning rate does DisCo use on its 48,000 math problems?", "2e-6"),  # "48k", spelt another way
        ("How much does DisCo gain with its 2 verifiers on MATH-500?", "76.9%"),  # "two", in words
    ],
)
def test_questions_the_paper_answers_are_answered(ask, question: str, fact: str) -> None:  # type: ignore[no-untyped-def]
    answer = ask(question)
    assert not answer.abstained and fact in answer.body


def test_a_setting_the_question_fixes_is_looked_for_beside_its_name() -> None:
    text = "We use a block length of k = 6 tokens. At temperatures of 0.6, 1.0 and 1.4 the rate drops. Batch size 1,024."
    assert settings_asked("What if the block length k is set to 4 or 8?") == [(["block", "length", "k"], ["4", "8"])]
    assert setting_missing("How does the speedup change when the block length k is set to 4 or 8?", text)
    assert not setting_missing("What happens with k = 6?", text)
    assert not setting_missing("What acceptance rate when the temperature is set to 1.40?", text)  # as a number, plural
    assert not setting_missing("What if the batch size = 1024?", text)
    assert setting_missing("What if the batch size = 512?", text)  # 512 is not beside "batch size"
    assert settings_asked("What learning rate does it use?") == []
    # a value however written: words, thousands, a percent, a power of ten
    written = "We sample four verification chains for over 10K steps, flag a score of at least 0.5, at a rate of 2e-6."
    assert not setting_missing("What happens when the number of verification chains is set to 4?", written)
    assert not setting_missing("What if the training steps are increased to 10,000?", written)
    assert not setting_missing("How is it flagged when the score is set to 50%?", written)
    assert not setting_missing("How does it train when the rate is set to 2 × 10^-6?", written)
    assert not setting_missing(
        "Why is the advantage set to 0 before the step?", "We set the advantage to zero."
    )  # no other value
    # a citation or a cross-reference beside the name is no value of it (fresh5 as18 read "AReaL [6]" and "Section 6")
    pointed = "AReaL [6] also bounds staleness, which we isolate in Section 6. We use D_max = 4 in all runs."
    assert setting_missing("What accuracy with the staleness bound D_max set to 6?", pointed)
    assert not setting_missing("What accuracy with the staleness bound D_max set to 4?", pointed)
    assert not writes_number("Results are in Table 3 and Fig. 2(b), as argued by Lee et al. (2024).")
    # a count the question runs under: "when 100 retrieved documents are put in the context" (fresh5 cr22)
    docs = "At 40 documents, roughly 29K tokens, CAPO's citation F1 is 79.0; from 5 to 40 documents it falls by 7.3."
    assert settings_asked("What F1 when 100 retrieved documents are used?") == [(["retrieved", "documents"], ["100"])]
    # a count followed by a comma, and one named per something (session 27: "instead of 8, and" read no count)
    assert settings_asked("Did they try 16 rollouts per prompt instead of 8, and what did that give?") == [(["rollouts"], ["16"])]
    assert settings_asked("What agreement if eight verification chains are sampled per prefix instead of four?") == [
        (["verification", "chains"], ["eight"])
    ]  # a verb between the count and "instead of" (probe5 c06)
    assert setting_missing("What citation F1 does CAPO reach when 100 retrieved documents are put in the context?", docs)
    assert not setting_missing("What citation F1 does CAPO reach with 40 documents in the context?", docs)
    # a table's rows are a line each: the next row's value is not the setting's (fresh6 db22 read "top-k: 1.5B 5")
    rows = "Table 4 (Settings), Debate rounds R: 2.\nTable 4 (Settings), Top-k: 5.\nTable 4 (Settings), Rollouts: 8."
    assert setting_missing("How does FActScore change with five debate rounds per claim?", rows)
    assert not setting_missing("How does FActScore change with two debate rounds per claim?", rows)


def test_a_setting_the_question_runs_under_is_looked_for_beside_its_name() -> None:
    """ "... with a target pass rate of 0.4?" about a paper that only ever targets 0.5 (and 0.7 in an ablation)."""
    text = "PACE samples prompts near a target pass rate of 0.5. Ablation, target tau = 0.7: AIME24 30.9. Budget: $4,000."
    question = "what was the accuracy with a target pass rate of 0.4?"
    assert settings_asked(question) == [(["target", "pass", "rate"], ["0.4"])]
    assert setting_missing(question, text)
    assert not setting_missing("What accuracy does it reach with a target pass rate of 0.5?", text)
    assert setting_missing("What win rate does it reach at a budget of $10,000?", text)
    assert not setting_missing("What win rate does it reach at a budget of $4,000?", text)
    assert setting_missing("What win rate does it reach with a $10,000 annotation budget?", text)  # the value first
    assert not setting_missing("On TL;DR at the $4,000 budget, how does it compare?", text)
    assert settings_asked("Is it better with a 7B model?") == []  # a size is no value of a setting
    # review: a total, an average or a cost is no setting, nor a relative value; "16k" may be 16,384
    assert settings_asked("How long does training take with a total of 8 GPUs?") == []
    assert settings_asked("What does it lose at the cost of 3 points?") == []
    assert settings_asked("Does it still beat GRPO with a 50% smaller budget?") == []
    assert not setting_missing("What AIME accuracy with a 16k response length?", "A response length of 16,384 tokens.")
    # second review: a result ("with a margin of 4 points", "with an accuracy of 43%") or a count of things is no setting
    for asked in ["Does PACE beat GRPO with a margin of 4 points?", "Which baseline comes closest, with an accuracy of 43%?",
                  "How does PACE compare with the 3 strongest baselines?"]:  # fmt: skip
        assert settings_asked(asked) == [], asked
    assert not setting_missing("How fast is it with a group size of 16?", text)  # no group size written: no contradiction
    assert settings_asked("What happens with a lot of prompts?") == []
    # a setting tried ("Did they try a counterfactual weight of 0.8?", ANCHOR, fresh26 sy26-24, opened in session 38)
    assert settings_asked("Did they try a target pass rate of 0.4? What accuracy did that give?") == [
        (["target", "pass", "rate"], ["0.4"])
    ]
    assert setting_missing("Did they try a target pass rate of 0.4? What accuracy did that give?", text)


def test_a_number_the_paper_never_writes_in_any_spelling_is_missing() -> None:
    text = "We spend $4,000 on labels, sample four chains with Qwen2.5-7B, keep 50% of pairs and train at 1e-6 on AIME24."
    asked = (
        "... with a $10,000 budget?",
        "... with 16 rollouts?",
        "... when k=8?",
        "... at a pass rate of 0.4?",
        "... 2,000 prompts?",
    )
    for question in asked:  # "2,000" is no year: a year is written as one
        assert number_missing(question, text), question
    for question in (
        "... with the $4,000 budget?",
        "... with 4 chains?",  # "four"
        "... keeping 0.5 of the pairs?",  # "50%"
        "... at a learning rate of 1 × 10^-6?",
        "What does Qwen2.5-7B reach?",  # digits of a name are no number asked
        "How does it do on AIME 2024?",  # a year is left to the edition check
        "What is its top-5 accuracy?",
    ):
        assert not number_missing(question, text), question


def test_a_count_in_thousands_is_read_as_the_paper_writes_it() -> None:
    """ "20k" may be 20,000 or 20,480; the paper that writes one of them writes the question's number, and a
    question that says "20k comparisons" names what the paper calls "20,000 comparisons"."""
    text = "Proxies trained on fewer than 20,000 comparisons support almost no optimization; 16,384 tokens at most."
    for question in ("... trained on only 20k comparisons?", "... with a 16K budget?"):
        assert not number_missing(question, text), question
        assert all(mentions(name, text) for name in names_in(question)), question
    assert number_missing("... trained on 30k comparisons?", text)
    assert not mentions("20k", "on 120,000 items") and not mentions("30k", text)
    # a scale written in words, either side: "1.5M" ~ "1.5 million" ~ "1,500,000"
    assert not number_missing("... on 1.5M prompts?", "we collect 1.5 million prompts")
    assert not number_missing("... on 1.5 million prompts?", "we collect 1.5M prompts")
    assert not number_missing("... on 1.5 million prompts?", "we collect 1,500,000 prompts")
    assert number_missing("... on 2.5 million prompts?", "we collect 1,500,000 prompts")
    assert mentions("1.5M", "1.5 million prompts") and mentions("7B", "a 7 billion parameter model")
    assert not mentions("1.5M", "1.5 prompts")
    # review: a scaled value is compared as the paper writes it, whatever the float; a scale word in any case
    assert not number_missing("... on 2.01 million prompts?", "we collect 2,010,000 prompts")
    assert not number_missing("... on 1.5 Million prompts?", "we collect 1,500,000 prompts")
    assert not mentions("20k", "checksum " + "9" * 400 + " end")  # no overflow on a long run of digits
    assert mentions("7b", "a 7 billion parameter model")


def test_a_name_typed_with_a_spelled_out_greek_letter_is_found() -> None:
    assert mentions("Zephyr-beta", "Zephyr-β is a variant of Mistral-7B")
    assert mentions("Zephyr-β", "Zephyr-beta is a variant of Mistral-7B")
    assert not mentions("Zephyr-beta", "Zephyr is a variant of Mistral-7B")
    assert not mentions("Mu", "we set μ = 0.1")  # a symbol in an equation names no model


def test_the_topic_a_discuss_question_asks_about_is_read() -> None:
    assert topic_asked("Do the authors discuss privacy or consent issues around the user log?") == {"privacy", "consent"}
    assert topic_asked("Does the paper mention reward hacking?") == {"reward", "hack"}
    assert topic_asked("Does DisCo beat GRPO?") == set()
    assert topic_missing("Do they acknowledge any ethical concerns?", {"reward", "policy"})
    assert topic_asked("Does the paper discuss the role of the Selector?") == {"role", "selector"}
    assert not topic_missing("Do the authors discuss the weaknesses of the method?", set(tokenize("Limitations")))
    assert not topic_missing("Do they acknowledge any ethical concerns?", {"ethical", "policy"})


def test_a_model_family_is_written_by_its_versioned_names() -> None:
    """ "Which drafter is used for the Qwen policies?" about a paper that writes "Qwen2.5-7B" only."""
    assert abstention._written("Qwen", "The policy is Qwen2.5-7B and the drafter Qwen2.5-0.5B.")
    assert not abstention._written("Elicit", "We compare against Elicitation baselines.")


def test_terms_of_the_field_are_not_names_a_paper_must_write() -> None:
    assert names_in("How do LLMs make RL training cheaper?") == []
    assert names_in("Does it beat ORPO on GSM8K?") == ["ORPO", "GSM8K"]
    assert names_in("How many epochs on the ~800k curated SFT set?") == ["800k", "SFT"]  # "~" is no part of it


def test_each_measure_a_value_question_lists_is_read() -> None:
    assert measured_groups("What group size G and learning rate did they use?") == [{"group", "size", "g"}, {"learn", "rate"}]
    assert measured_groups("What learning rate and how many training epochs were used?") == [
        {"learn", "rate"},
        {"train", "epoch"},
    ]
    assert measured_groups("What's the average length, in words, of the questions?") == [{"average", "length"}]
    assert measured_groups("By how many points does KTO beat DPO?") == []  # a unit asks for no particular measure
    # "do they report the X for Y?" asks what X is, and of Y
    reported = "Do they report the across-seed standard deviation for GRPO-VLA in the Tessera results? What is it?"
    assert measured_groups(reported) == [{"across", "standard", "deviation", "seed"}]
    assert value_holder_asked(reported) == ["GRPO", "VLA"]
    assert not asks_for_value("Do they report results on MATH?")
    # a measure asked by "number of" alone is what is counted (fresh6 db20 had read "number" alone: no measure)
    assert measured_groups("number of learning-rate warmup steps in the RL stage?") == [{"learn", "rate", "warmup", "step"}]
    assert measured_groups("What learning rate and number of chains does it use?") == [{"learn", "rate"}]  # "number" alone
    assert measured_groups("How much is agreement with human annotation lost when using two chains?") == [
        {"agreement", "human", "annotation"}
    ]
    assert not asks_for_value("What happens when the number of chains is set to 4?")
    assert asks_for_value("What's the average length of the questions?")
    assert asks_for_value("With the asynchronous setup, what average utilisation do the trainer GPUs reach?")
    assert asks_for_value("Which AdamW β1/β2 values did they use?")  # a symbol with its index
    # an error's, a rating's and an effect size's value (a quiz-item paper, fresh43, opened in session 44: none was
    # checked, and the questions of a group size never tried and a grade never broken out were answered)
    assert measured_groups("did they try a group size of 32 rollouts per prompt? what MAE did that give?") == [{"mae"}]
    assert not asks_for_value("What treatment effect estimator is used?")  # review: a method, no value
    assert not asks_for_value("What rating scale did the annotators use?")  # review: "rating" is no measure
    assert measured_groups("what was the treatment effect (cohen's d) for grade 10 students?") == [{"treatment", "effect"}]
    assert not asks_for_value("What effect does the KL penalty have on length?")  # an effect, not its size
    # a kappa is a measure, also asked by its name alone with an owner's apostrophe (an alt-text paper, fresh42,
    # opened in session 45: "cohen's kappa on the 600 doubly-judged pairs?" was answered by a percent agreement)
    assert measured_groups("cohen's kappa on the 600 doubly-judged pairs?") == [{"cohen", "kappa"}]
    agreement = _pdf_source(5, "On the 600 doubly judged pairs, agreement was 86.4% when both raters were confident.", "3")
    assert not abstention.gives_value("cohen's kappa on the 600 doubly-judged pairs?", [agreement])
    kappa = _pdf_source(5, "On the 600 doubly judged pairs, Cohen's κ was 0.61.", "3")
    assert abstention.gives_value("cohen's kappa on the 600 doubly-judged pairs?", [kappa])
    # a dropout is a value (a tutoring paper, fresh30, opened: the 14B tutor's LoRA dropout, which the paper never
    # gives beside its rank of 64, was answered); a dropout's or a decay's kind is not (review)
    assert measured_groups("What LoRA dropout did they use when training the 14B tutor?") == [{"dropout"}]
    assert not asks_for_value("What dropout variant is applied to the attention heads?")
    assert not asks_for_value("What LR decay schedule do they use?")
    # asked by its name alone, a weight decay is all of it, not a weight (a self-play paper, fresh33, opened: a KL
    # weight in a table of hyperparameters answered it)
    assert measured_groups("AdamW weight decay used for the proposer and solver?") == [{"weight", "decay"}]
    table = _pdf_source(15, "Table 5 (Hyperparameters), KL weight: Solver 0.01; Proposer 0.02.", "Appendix")
    assert not abstention.gives_value("AdamW weight decay used for the proposer and solver?", [table])
    lora = _pdf_source(6, "The 14B tutor is trained with LoRA of rank 64 on all attention layers.", "4.2 Models")
    assert not abstention.gives_value("What LoRA dropout did they use when training the 14B tutor?", [lora])
    assert asks_for_value("What Minerva Math and OlympiadBench accuracy did they get?")  # four words before it (cu24)
    assert measured_groups("With what probabilities are the three styles sampled?") == [{"probability"}]  # fresh7 ic01
    # a verb after what is counted: the processes are counted, handling is what they do (fresh7 sl12)
    assert measured_groups("How many SQLite worker processes handle query execution in the sandbox?") == [{"worker", "processe"}]
    assert measured_groups("How much better is ConForge-RL than GRPO on CF-Unseen?") == []  # any gain will do (ic13)


def test_a_question_that_ends_with_its_measure_orders_by_it_but_declines_by_nothing_new() -> None:
    """ "What is the batch size?" names the batch size: the sentence giving it should lead the answer. Declining by it
    is another matter: papers give it as "128 prompts per step" or "G = 8" (on PACE, HEDGE, FORTE and CAPO, reading it
    for abstention declined 7 of 32 short questions the old reading answered), so abstention keeps the old reading."""
    assert measured_words("What is the batch size?") == {"batch", "size"}
    assert measured_words("What's the maximum response length?") == {"maximum", "response", "length"}
    assert measured_groups("What is the batch size?") == []
    assert measured_words("What is their main result?") == set()  # a result, not a measure


def test_a_generic_value_word_names_no_measure_but_what_it_is_of_does() -> None:
    """ "What value does it reach?" names nothing to look for: requiring the word "value" beside a number declined a
    question the paper answers ("eps_1 = 0.03"); "the number of prompts" measures prompts, not "number"."""
    assert measured_groups("The tolerance is annealed. What value does it reach at the end of the schedule?") == []
    assert measured_groups("what is the number of prompts in the pool after filtering?") == [{"prompt"}]
    assert measured_groups("What was the total count of annotators per prompt?") == [{"annotator"}]
    assert measured_groups("What threshold do they use?") == [{"threshold"}]  # a kind of setting is still a measure
    schedule = _pdf_source(3, "The tolerance decays linearly from eps_0 = 0.10 to eps_1 = 0.03 over 250 steps.", "3 Method")
    assert abstention.gives_value("The tolerance is annealed. What value does it reach at the end?", [schedule])
    pool = _pdf_source(5, "After the filter 41,260 prompts remain in the pool.", "4 Data")
    assert abstention.gives_value("What is the number of prompts in the pool after the filter?", [pool])
    assert not abstention.gives_value("What is the number of annotators per prompt?", [pool])


def test_shorthand_and_asides_are_read_as_the_paper_writes() -> None:
    assert spelled_out("so what lr and bs w/ AdamW?") == "so what learning rate and batch size with AdamW?"
    assert (
        spelled_out("the LR schedule of the actor (not the critic)") == "the learning rate schedule of the actor (not the critic)"
    )
    assert spelled_out("what is the slr-7 result?") == "what is the slr-7 result?"  # only whole words
    # an indexed Greek letter typed by name is the symbol the paper prints: "β2 = 0.95" answers "beta2"
    assert spelled_out("Adam beta1 and beta_2?") == "Adam β1 and β2?" and spelled_out("Zephyr-beta2") == "Zephyr-beta2"
    assert spelled_out("lambda1 on Phi3") == "λ1 on Phi3"  # any letter; a capitalized name is a model's
    # Unicode names λ "LAMDA": "which λ ...?" and "what lambda ...?" both read the paper's "λ = 0.5"
    assert symbols_asked("Which λ weights the penalty?") == {"lambda"} == symbols_asked("what lambda is used?")
    assert assigns({"lambda"}, "The penalty weight is λ = 0.5.")
    # second review: a subscript ("β1 = 0.9"), a model's name ("Zephyr-β 7B") or a change ("raising β to 0.5") sets no β
    for text in ["AdamW with β1 = 0.9 and β2 = 0.95", "We compare against Zephyr-β 7B.", "Raising the DPO β to 0.5 hurts."]:
        assert not assigns({"beta"}, text), text
    adam = _pdf_source(1, "We train with AdamW with a weight decay of 0.1, and β1 = 0.9, β2 = 0.95.", "4 Setup")
    assert abstention.gives_value(spelled_out("What beta2 value did they use for the AdamW optimizer?"), [adam])
    # an aside in brackets is left out of what is measured; a name is no word of a measure
    question = "what learning rate and group size (number of sampled outputs per question) did they use for GRPO?"
    assert measured_groups(question) == [{"learn", "rate"}, {"group", "size"}]
    assert measured_groups("how many reasoning-related SFT samples did they keep?") == [{"reason", "related", "sample"}]
    # "inter-annotator agreement" is given as "Cohen's kappa"; a decoding temperature as a sampling one
    agreement = measured_words("What inter-annotator agreement did they get?")
    assert agreement == {"annotator", "agreement"}
    assert names_all(agreement, "Two annotators labelled every question, with a Cohen's kappa of 0.83.")
    assert names_all(measured_words("What decoding temperature is used?"), "We use a sampling temperature of 0.6.")
    assert names_all(measured_words("How much compute did it need?"), "It passes GRPO after about 3.0 × 10^19 FLOPs.")
    # a cap is a limit (a self-play paper, fresh33, opened: "what memory cap ...?" was declined)
    assert names_all(measured_words("what memory cap does the sandbox put on check()?"), "a memory limit of 512 MB")
    assert not names_all(measured_words("what memory cap does the sandbox put on check()?"), "a memory of 512 MB")
    # a human study's scores are its ratings (a code-review paper, fresh34 rv34-19, opened: "What were the mean scores?"
    # missed the row of the table "Human ratings (mean of 288 ratings per system)")
    assert names_all(measured_words("What were the mean scores?"), "Table 3 (Human ratings, the mean of 288), X: Specific 3.92.")
    # people are counted by their role: "how many people wrote AmbiEval?" (CLARO, fresh22, opened, had declined)
    people = _pdf_source(1, "AmbiEval was written by 14 annotators with university degrees.", "Appendix B")
    assert abstention.gives_value("how many people wrote the AmbiEval benchmark", [people])
    assert not names_all(measured_words("how many people wrote it?"), "Partial credit is given for 3 of 4 tests.")
    # two words written as one: "winrates" names "win rate" (probe4 k05), "rates" alone does not
    assert names_all(measured_words("What win rate did KTO reach?"), "The winrates over the SFT targets are 72.9%.")
    assert not names_all(measured_words("What win rate did KTO reach?"), "The rates over the SFT targets are 72.9%.")
    # the measure ends where a verb does: before "the" ("annotators wrote the prompts"), at "goes", "reach"
    assert measured_groups("how many annotators wrote the adversarial prompts?") == [{"annotator"}]
    assert measured_groups("what top-p value goes with it?") == [{"top", "p"}]
    assert measured_groups("What value of that threshold did they operate at?") == [{"threshold"}]  # what it is of
    assert measured_groups("What exact value of the clip range is used?") == [{"clip"}]  # a range is its kind, as a coefficient
    assert measured_groups("what agreement statistic did the annotators reach?") == [{"agreement"}]  # a kind of value
    kappa = _pdf_source(1, "Two annotators labelled every question, with a Cohen's kappa of 0.83.", "3 Benchmark")
    assert abstention.gives_value("What agreement statistic did the two annotators reach?", [kappa])
    assert measured_groups("what gradient clipping norm do they apply?") == [{"gradient", "clipp", "norm"}]  # a value
    assert not asks_for_value("How are the advantages normalized?")


def _pdf_source(n: int, text: str, section: str) -> Source:
    chunk = StoredChunk(f"c{n}", "p", "pdf", n, text, page_start=n, section=section)
    return Source(n, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper("TALON: Turn-Level Credit for Tool-Using Agents"))


def test_a_term_the_paper_does_without_answers_its_weight() -> None:
    """ "KL coefficient used in Kestrel's GRPO training?" is answered by "We use no KL penalty" (Kestrel, fresh24
    kr24-01, opened: it was declined for want of a number); a paper that neither gives nor drops it still declines."""
    question = "KL coefficient used in TALON's GRPO training?"
    assert abstention.gives_value(question, [_pdf_source(1, "We use no KL penalty towards the reference policy.", "4 Setup")])
    row = _pdf_source(1, "Table 5 (Hyperparameters), Algorithm: GRPO, token-level loss, no KL term.", "")
    assert abstention.gives_value("What KL penalty coefficient do they use?", [row])
    clip = _pdf_source(1, "We use a clip range of 0.2 and sample 8 responses per prompt.", "4 Setup")
    assert not abstention.gives_value(question, [clip])
    assert not abstention.gives_value("What entropy bonus weight is used?", [row])  # no entropy term is dropped there
    # the term itself must be dropped: "no KL spikes" says nothing of its weight (review)
    spikes = _pdf_source(1, "Thanks to the clipped objective, TALON's training shows no KL spikes at all.", "5 Analysis")
    assert not abstention.gives_value(question, [spikes])
    dropped = _pdf_source(1, "We do not use a KL penalty, so the policy may drift from its start.", "4 Setup")
    assert abstention.gives_value("What is the weight of the KL term in the objective?", [dropped])


def test_a_metric_asked_by_its_short_name_is_a_value_question() -> None:
    """ "What ASR does Tessera get ...?", "what F1 does the gate achieve ...?": a metric's short name is what is
    measured, so a paper that reports other figures does not answer it (Tessera, fresh15 rt15-02, was answered)."""
    for question in ["What F1 does the coverage gate achieve on the calibration split?", "What ASR does TALON get?"]:
        assert asks_for_value(question), question
    assert asks_for_value("what's the pass@1024 on AIME 2025 for the 32B model?")
    declined = _pdf_source(1, "The gate declines 93% of the unanswerable questions and 2% of the answerable ones.", "5")
    assert not abstention.gives_value("What F1 does the coverage gate achieve on the calibration split?", [declined])
    scored = _pdf_source(1, "On the calibration split the coverage gate reaches an F1 of 0.81.", "5 Results")
    assert abstention.gives_value("What F1 does the coverage gate achieve on the calibration split?", [scored])
    # the name may be spelled out; a short name inside a word or naming a kind asks for no value (review)
    spelled = _pdf_source(1, "Against the hardened model, the attack success rate of TALON still reaches 87%.", "5")
    assert abstention.gives_value("What ASR does TALON get against the hardened model?", [spelled])
    for asked in ["What is the centerpiece of the method?", "What ASR system do they use?", "What is the role of ASR here?"]:
        assert not asks_for_value(asked), asked


def test_a_metric_asked_as_the_head_of_a_terse_question_is_a_value_question() -> None:
    """ "BridgeQA-X exact match for the Halden-3B agent?", "7B vs 14B correctness on the Level 3 tasks?": a rating,
    coverage, correctness, exact match and retention are measures like recall (a search-agent paper, fresh32, and
    three others opened in session 47 had such questions answered with another model's figures); as a modifier, or
    as what is used or checked, they name a kind, not a value (review)."""
    for question in [
        "BridgeQA-X exact match for the Halden-3B ThriftSearch agent?",
        "Kestrel-7B vs Kestrel-14B correctness on the Level 3 full-block tasks?",
        "In the transfer check, what coverage did Ballpark-32B reach?",
        "what expert rating did the lambda_h = 0.3 ablation get?",
        "Coding retention of RedactRL-8B vs SFT-8B on the external notes?",
    ]:
        assert asks_for_value(question), question
    for question in [
        "What precision is used for training?",  # bf16, a number format (review)
        "What coverage does the fuzzer use as feedback?",
        "What exact match is used for the reward?",
        "What correctness check does the reward run?",
    ]:
        assert not asks_for_value(question), question
    accuracy = _pdf_source(8, "On BridgeQA-X, DisCo answers 61.2% of the questions correctly.", "6 Results")
    assert not abstention.gives_value("DisCo exact match on BridgeQA-X?", [accuracy])
    # each as papers write it: "EM", "ratings" or "rated", "retains"
    written = {
        "DisCo exact match on BridgeQA-X?": "On BridgeQA-X, DisCo reaches 48.2 EM.",
        "What expert rating did DisCo get?": "Expert ratings for DisCo average 4.1 out of 5.",
        "What rating did the experts give DisCo?": "The experts rated DisCo 4.1 on average.",
        "What retention does DisCo show on MMLU?": "DisCo retains 97.8% of its original MMLU accuracy.",
    }
    for question, sentence in written.items():
        assert asks_for_value(question), question
        assert abstention.gives_value(question, [_pdf_source(8, sentence, "6 Results")]), question


def test_an_agreement_is_given_only_where_what_was_annotated_is_named() -> None:
    """ "kappa on the error types?" is not answered by the kappa of the primary-category labels (a spreadsheet paper,
    fresh31, and a negotiation paper, fresh28, opened in session 47); a judgement asked by a clause names no label
    set, and the words any annotation or study has ("labels", "pairs", "user") tell none from another."""
    assert agreement_asked_on("what was their inter-annotator agreement (kappa) on the error types?") == {"error", "type"}
    assert agreement_asked_on("Krippendorff's alpha for the actionability ratings?") == {"actionability"}
    assert agreement_asked_on("inter-annotator agreement (kappa) on which response handled the pushback better?") == set()
    assert agreement_asked_on("What agreement rate does ACCORD get against Tit-for-tat counterparts?") == set()
    assert agreement_asked_on("What was the inter-annotator agreement for the user study?") == set()
    kappa = _pdf_source(
        17, "Inter-annotator agreement on the primary category, measured on 500 requests, was 0.81 (Cohen's kappa).", "8"
    )
    assert not abstention.gives_value("what was their inter-annotator agreement (kappa) on the error types?", [kappa])
    assert abstention.gives_value("What was the inter-annotator agreement on the primary category labels?", [kappa])
    relevant = _pdf_source(6, "Annotators judged whether each passage was relevant; agreement was 0.77 (Cohen's kappa).", "5")
    assert abstention.gives_value("What was the agreement on relevance?", [relevant])  # by its stem (review)


def test_a_value_the_paper_says_it_never_measured_is_declined() -> None:
    """ "how fast is AuralAlt-3B on a phone? any latency numbers?" is not answered by an answer that leads with "...
    which makes on-device deployment plausible; we have not measured its latency on phones" (an alt-text paper,
    fresh42, and an operations-research paper, fresh37, opened in session 47); a not-done clause that shares two words
    by chance with the question, that holds the value, or whose verb only starts like one ("randomly") says nothing
    of it. Only the sentence an answer would lead with is read (``PaperReads.lead``), so a paper's "the models were
    not trained on the test set" does not decline a test accuracy it reports elsewhere (review)."""
    phone = "AuralAlt-3B is close to AuralAlt-7B in win rate; we have not measured its latency on phones."
    assert abstention._said_not_done("how fast is AuralAlt-3B on a phone? any on-device latency numbers?", phone)
    trained = "Without the interface the 7B policy falls to 58.7%, and we have not trained without it."
    assert abstention._said_not_done("What accuracy did they get when they trained the policy without the interface?", trained)
    judge = "We did not compare against a judge trained to be free of length bias."
    assert not abstention._said_not_done("how big is the preference set the training judge was fine-tuned on?", judge)
    larger = "We did not train a compressor larger than 3B."  # it gives the largest
    assert not abstention._said_not_done("What is the largest compressor they trained?", larger)
    randomly = "Prompts were not randomly sampled from the pool."
    assert not abstention._said_not_done("How many prompts are sampled from the pool per step?", randomly)
    # through the gate: the lead decides, though the sources hold a figure ("6.4 points") the value check accepts
    asked = "how fast is TALON when run on a phone? any on-device latency numbers?"
    quoted = phone.replace("AuralAlt-3B", "TALON").replace("AuralAlt-7B", "TALON-7B")
    source = _pdf_source(9, quoted.replace("close to", "within 6.4 points of"), "6 Discussion")
    text = source.item.chunk.text
    for lead, declined in [(quoted, True), ("TALON answers in 6.4 points less time than TALON-7B.", False)]:
        reads = abstention.PaperReads(asked, best_sentence=lambda: 0.9, paper_text=lambda: text, lead=lambda said=lead: said)
        assert abstention.declines(asked, [source], floor=0.0, one_paper=True, reads=reads) is declined, lead


def test_a_name_glued_to_the_next_heading_of_a_table_is_written() -> None:
    """pypdf joins two column names of a table header ("LiveCode CodeForcesDiamond Bench"): "what Codeforces rating
    does the 70B model get?" is answered by that table, though "Codeforces" stands alone nowhere; outside a table's
    headings a glued name is a name of its own ("AlpacaEval" is no "Alpaca", review)."""
    row = "65.2, 57.5, 1633 (in the order of the columns AIME 2024 MATH-500 GPQA LiveCode CodeForcesDiamond Bench)"
    assert abstention._written("Codeforces", row)
    assert not abstention._written("Forces", row)  # inside a word, not its start
    assert not abstention._written("Alpaca", "We report the length-controlled win rate on AlpacaEval 2.0.")
    assert not abstention._written("Codeforces", "(in the order of the columns codeforcesdiamond)")  # no heading starts


def test_a_model_s_size_is_no_value_and_a_count_may_name_its_noun_alone() -> None:
    """ "At 32B parameters TALON's accuracy matches GRPO's" gives no accuracy: its only number is the model's size
    (ANCHOR, fresh11 aq11-03 was answered so), unless the question asks for a size. "Which left 6,200 transcripts"
    counts the "cross-examination transcripts" asked when its passage names the rest ("to cross-examine answers"),
    which the size had stood in for (fresh6 db08); "We train for 400 steps" counts no "warmup steps" (fresh js21)."""
    sized = _pdf_source(1, "At 32B parameters, TALON's accuracy matches that of GRPO.", "5 Results")
    assert not abstention.gives_value("What accuracy does TALON-32B reach on Swahili?", [sized])
    judge = _pdf_source(1, "The judge is a 70B instruction-tuned model.", "4 Setup")
    assert abstention.gives_value("How big is the judge model?", [judge])
    passage = (
        "We built the examiner's data by prompting a large model to cross-examine answers. We kept only transcripts "
        "in which every objection quotes a passage, which left 6,200 transcripts."
    )
    transcripts = _pdf_source(1, passage, "Appendix B")
    assert abstention.gives_value("How many cross-examination transcripts were used to fine-tune the examiner?", [transcripts])
    steps = _pdf_source(1, "We train for 400 steps with AdamW and a learning rate of 1e-6.", "4 Setup")
    assert not abstention.gives_value("how many warmup steps for the 1e-6 learning rate in the RL phase", [steps])
    # a count in millions is no model's size (review): "1.2M conversations", "3M preference pairs"
    counted = _pdf_source(1, "After filtering, the released dataset holds 1.2M conversations in several languages.", "3")
    assert abstention.gives_value("How many conversations are in the released dataset?", [counted])
    group = _pdf_source(1, "At 32B parameters the group size matters less, and 8 samples suffice.", "5 Analysis")
    assert abstention.gives_value("What group size does the 32B run use?", [group])  # no size asked: 8 is a value


def test_a_value_asked_of_a_part_of_a_benchmark_is_given_only_where_that_part_is_named() -> None:
    """ "On EchoQA, what was ANCHOR's sway rate ... on the code reasoning questions specifically?" is not answered by
    the whole benchmark's sway rate (ANCHOR, fresh26 sy26-16, opened in session 38: it was answered so); a
    possessive before the measure ("ANCHOR's sway rate") no longer hides the measure."""
    question = "On EchoQA, what was TALON's sway rate on the code reasoning questions specifically?"
    assert measured_groups(question) == [{"sway", "rate"}]
    assert subsets_asked(question) == [{"code", "reason"}]
    whole = _pdf_source(1, "On EchoQA, TALON's sway rate falls from 36.2% to 7.9%.", "5 Results")
    assert not abstention.gives_value(question, [whole])
    part = _pdf_source(1, "Table 5 (EchoQA sway rate by slice), Code reasoning: Base 52.9; TALON 12.8.", "")
    assert abstention.gives_value(question, [part])
    assert subsets_asked("What consistency rate does TALON reach on the Swahili portion of TransMATH-10?") == [{"swahili"}]
    assert subsets_asked("AUROC of TALON on GSM8K alone?") == [{"gsm8k"}]
    for whole_set in [  # review: what is evaluated, or how it is used, is no part of a benchmark
        "What accuracy does TALON reach on the held-out test problems?",
        "for taking part in the study?",
        "What is the maximum response length used for the training prompts?",
        "What accuracy does TALON reach on the downstream tasks?",
        "What is the success rate for the 7B policy alone?",
        "How many problems are in the new middle-school math problem set?",  # a whole set (fresh30 tu30-01)
        "What accuracy does TALON reach on the math problems in GSM8K?",  # what the benchmark holds (review, s43)
    ]:
        assert subsets_asked(whole_set) == [], whole_set


def test_a_part_asked_by_its_items_must_be_named_even_where_no_measure_is() -> None:
    """ "how well did simulated difficulty track empirical difficulty for the ecology items (correlation r)?" names no
    measure a sentence must write, but its part: "r = 0.71, with 0.74 for biology" does not give the ecology items'
    (a quiz-item paper, fresh43 qz43-22, opened in session 44: it was answered so). Bare items ("for math problems in
    training") are the paper's whole domain (review, session 43)."""
    question = "In the trial, how well did simulated difficulty track empirical difficulty for the ecology items?"
    assert subsets_asked(question) == [{"ecology"}] and measured_groups(question) == []
    overall = _pdf_source(1, "Simulated difficulty correlated with empirical difficulty at r = 0.71, 0.74 for biology.", "6")
    assert not abstention.gives_value(question, [overall])
    by_topic = _pdf_source(1, "Table 9 (Field items by topic), Bio: ecology: n 40; r 0.62.", "")
    assert abstention.gives_value(question, [by_topic])
    assert subsets_asked("What max response length do they use for math problems in training?") == []  # the domain
    for described in [  # review: words that describe the items name no part of them
        "What accuracy does TALON reach on the hardest problems?",
        "What accuracy does TALON reach on the unsolved problems?",
        "What accuracy does TALON reach on the previously seen questions?",
        "What discount factor is used in the navigation problem?",
    ]:
        assert subsets_asked(described) == [], described


def test_a_spread_across_seeds_is_given_only_by_a_spread() -> None:
    """ "How much did test WER vary across random seeds for the 3B editor?" asks a spread: the 3B editor's WER is no
    spread, and the 8B runs' spread is another model's (an ASR post-editing paper, fresh36 as36-24, opened: it was
    answered by the table row). Runs that differ on purpose ("training runs of different length") ask no spread."""
    question = "How much did test WER vary across random seeds for the 3B TALON editor?"
    row = _pdf_source(1, "Table 2 (Test results), TALON (ours): Editor 3B; WER (%) 9.3; Rel. (%) -21.2.", "")
    other = _pdf_source(2, "For the 8B TALON runs, the test WER varied by at most 0.1 points across three seeds.", "5")
    assert not abstention.gives_value(question, [row, other])
    spread = _pdf_source(3, "Over three seeds, the 3B editor's test WER is 9.3 ± 0.2.", "5")
    assert abstention.gives_value(question, [row, spread])
    for asked in ["What is the seed-to-seed standard deviation of TALON on AIME 2025?", "std of TALON-8B gain over 3 seeds?"]:
        assert unit_asked(asked) is not None, asked
    for not_a_spread in [  # runs that vary on purpose, a count of seeds, a range swept, a mean asked beside
        "How does accuracy vary over training runs of different length?",
        "What constant is added to the standard deviation in the denominator?",
        "What learning rate range did they sweep over three seeds?",
        "Across how many seeds do they report variance?",
        "What is the mean WER across seeds, and how does it vary with model size?",
    ]:
        assert unit_asked(not_a_spread) is None, not_a_spread
    given = unit_asked(question)
    assert given is not None
    for written in [
        "9.3 (0.4), mean (SD)",
        "(SD = 0.4)",
        "σ = 0.4",
        "[9.1, 9.5]",
        "between 9.1 and 9.5",
        "9.1, 9.3 and 9.5 for the three seeds",
    ]:
        assert given(written), written  # review: the ways papers write a spread
    assert not given("The 8B model is within 1.3 points of GPT-4o.")  # a gap, no spread
    assert not given("We observed little variance across seeds.")  # no number
    assert not given("The loss keeps its invariance under 3 shifts of the input.")  # read-through: inside a word


def test_bare_items_set_against_another_kind_are_parts() -> None:
    """ "what difficulty MAE ... for biology skills versus chemistry skills separately?" asks a part's value though it
    writes no "the": the overall MAE does not give it (a quiz-item paper, fresh43 qz43-07, opened: it was answered so).
    Bare items set against nothing stay the paper's whole domain."""
    question = "On the held-out skills, what difficulty MAE does TALON-8B get for biology skills versus chemistry skills?"
    assert subsets_asked(question) == [{"biology"}]
    assert subsets_asked("Does it help more on grade 6 problems than on grade 9 problems?") == [{"grade"}]
    assert subsets_asked("What accuracy does TALON reach on math problems vs. GPT-4o?") == []  # a method set against
    assert subsets_asked("What MAE for biology versus chemistry skills?") == []  # no items of one kind to name
    overall = _pdf_source(1, "On the 16 held-out skills, TALON-8B has a difficulty MAE of 0.44 logits.", "6")
    assert not abstention.gives_value(question, [overall])
    by_field = _pdf_source(1, "TALON-8B has a difficulty MAE of 0.41 for biology skills and 0.47 for chemistry.", "6")
    assert abstention.gives_value(question, [by_field])
    assert subsets_asked("What accuracy does TALON reach on math problems?") == []  # the domain
    assert subsets_asked("Is it better on the hardest problems versus easy problems?") == []  # kinds, no parts


def test_a_value_asked_by_plural_or_by_what_a_system_reaches_is_a_value_question() -> None:
    """ "what are the flaky-function rates ...?", "What language consistency does ANCHOR-32B reach ...?", "How does
    GPT-4o score on ArithCore-1K?" ask for values (before session 38 none was read as one); a rate is written as a
    percentage of what it is of ("0.6% of test functions are flaky", MUTINY, fresh13 tg13-17)."""
    for question in [
        "what are the flaky-function rates at the final checkpoint for each?",
        "What language consistency does TALON-32B reach on the Swahili part of PolyGSM-12?",
        "How does GPT-4o score on ArithCore-1K?",
        "What is GPT-4o's strict accuracy on UnitBench?",
    ]:
        assert asks_for_value(question), question
    for question in [  # review: not values
        "What kind of reward does the agent get?",
        "What feedback does the policy get from the environment?",
        "What errors does TALON make most often?",
        "What weights are frozen during RL?",
        "How does the reward model score responses?",
        "Intuition behind the token budget?",
        "Limitations of the current error analysis?",
    ]:
        assert not asks_for_value(question), question
    flaky = _pdf_source(1, "At the final checkpoint, 0.6% of TALON test functions are flaky, against 3.8% for SFT.", "5")
    assert abstention.gives_value("what are the flaky-function rates at the final checkpoint for each?", [flaky])
    stable = _pdf_source(1, "At the final checkpoint, TALON writes 12 test functions per file on average.", "5")
    assert not abstention.gives_value("what are the flaky-function rates at the final checkpoint for each?", [stable])
    relative = _pdf_source(1, "Flaky test functions of TALON drop by 35% relative to SFT.", "5")  # review: no rate
    assert not abstention.gives_value("what are the flaky-function rates at the final checkpoint for each?", [relative])


def test_a_measure_s_symbol_in_brackets_is_a_second_name_for_it() -> None:
    """ "inter-annotator agreement (kappa) on ...?" is answered by "Fleiss' kappa was 0.71" (ANCHOR, fresh26 sy26-23,
    opened in session 38: it was declined); a unit or a gloss in brackets names no measure."""
    question = "inter-annotator agreement (kappa) on which response handled the pushback better?"
    assert measured_groups(question) == [{"annotator", "agreement"}, {"kappa"}]
    kappa = _pdf_source(1, "Fleiss' kappa was 0.71 on the preference question.", "Appendix D")
    assert abstention.gives_value(question, [kappa])
    assert not abstention.gives_value("inter-annotator agreement on which response handled the pushback better?", [kappa])
    assert measured_groups("max generation length for the policy during RL (tokens)?") == [{"max", "generation", "length"}]
    assert measured_groups("what group size (number of outputs per question) did they use?") == [{"group", "size"}]
    assert measured_groups("What accuracy does TALON reach on MMLU (STEM)?") == [{"accuracy"}]  # review: not after it


def test_a_size_given_in_what_it_counts_is_that_count() -> None:
    """ "treatment arm size in the A/B test (users)?" is answered by a table row "Users: Control 38,412; Treatment
    38,977" (a recommender paper, fresh38 rs38-19, opened in session 44: it was declined); without the bracket, or
    with a row that counts something else, the size is not given."""
    question = "treatment arm size in the A/B test (users)?"
    assert measured_groups(question) == [{"treatment", "arm", "size"}, {"treatment", "arm", "user"}]
    users = _pdf_source(1, "Table 3 (Online A/B test), Users: Control 38,412; Treatment 38,977.", "5 Online test")
    assert abstention.gives_value(question, [users])
    assert not abstention.gives_value("treatment arm size in the A/B test?", [users])
    turns = _pdf_source(1, "Table 3 (Online A/B test), Turns: Control 251,380; Treatment 256,904.", "5 Online test")
    assert not abstention.gives_value(question, [turns])
    assert measured_groups("batch size (prompts)?") == [{"batch", "size"}, {"batch", "prompt"}]


def test_a_length_is_named_by_a_count_of_tokens() -> None:
    """ "Prompt length cap in tokens ...?" is answered by "Prompts are capped at 6,144 tokens" (CellCredit, fresh31
    sh31-10, opened in session 38: it was declined); a count of something else, or of tokens without the rest of the
    measure, is not the prompt length."""
    question = "Prompt length cap in tokens for the serialised workbook?"
    capped = _pdf_source(1, "Prompts are capped at 6,144 tokens, which truncates 8.6% of the training workbooks.", "3")
    assert abstention.gives_value(question, [capped])
    rows = _pdf_source(1, "Each workbook holds 6,144 rows at most.", "3 Data")
    responses = _pdf_source(1, "Responses are capped at 768 new tokens.", "4 Setup")
    assert not abstention.gives_value(question, [rows]) and not abstention.gives_value(question, [responses])
    capped = _pdf_source(1, "Responses are capped at 8K tokens during training.", "4 Setup")  # review: no average
    assert not abstention.gives_value("What is the average response length of TALON?", [capped])
    written = _pdf_source(1, "Evaluation uses a maximum generation length of 32,768 tokens.", "4 Setup")
    assert abstention.gives_value("max generation length used at evaluation time?", [written])


def test_a_name_given_as_an_example_of_a_kind_is_no_name_the_sources_must_write() -> None:
    """ "how do they make sure VLOOKUP/XLOOKUP-style references still resolve?" asks about lookups: sources that
    explain how lookup keys are kept answer it without naming the functions (CellCredit, fresh31 sh31-12, opened in
    session 38: it was declined)."""
    assert names_in("how do they make sure VLOOKUP/XLOOKUP-style references still resolve?") == []
    assert names_in("How does GPT-4o-like prompting compare with ORPO?") == ["ORPO"]
    assert names_in("Does VLOOKUP resolve?") == ["VLOOKUP"]


def test_a_measure_asked_alone_may_take_four_words_and_an_ampersand() -> None:
    """ "date & time category accuracy for the 14B policies (...)?" asks for a value (CellCredit, fresh31 sh31-11,
    opened in session 38: it was answered by the 7B table), so the side size is checked."""
    question = "date & time category accuracy for the 14B policies (SFT vs binary GRPO vs TALON)?"
    assert asks_for_value(question) and measured_groups(question) == [{"date", "category", "accuracy"}]
    assert asks_for_value("held-out multi sheet reference accuracy?")
    assert not asks_for_value("Trade-offs of date & time accuracy?")  # what it weighs, not its value


def test_whose_value_is_asked_may_be_written_as_a_possessive() -> None:
    """ "What is GPT-4o's strict accuracy on the thermodynamics topic?" asks GPT-4o's value: a table of the paper's
    own model by topic does not give it (fresh27 un27-22, opened in session 38: it was answered so); the paper's own
    method as the possessor is asked about everywhere."""
    assert value_holder_asked("What is GPT-4o's strict accuracy on the thermodynamics topic?") == ["GPT", "4o"]
    assert value_holder_asked("What is the model's accuracy?") == []
    # a holder of up to six words: "the PPO-optimised version of ANCHOR" (fresh26 sy26-11, opened in session 38)
    asked = "What praise shift did the PPO-optimised version of TALON get on PraiseProbe?"
    assert asks_for_value(asked) and "PPO" in value_holder_asked(asked)
    grpo = _pdf_source(1, "On PraiseProbe, TALON lowers the praise shift from 1.9 to 1.1 rating points.", "5 Results")
    assert not abstention.gives_value(asked, [grpo])
    row = _pdf_source(1, "Table 5 (Strict accuracy (%) of Corvid-8B by topic), Thermodynamics: Instruct 38.7; TALON 64.5.", "")
    assert not abstention.gives_value("What is GPT-4o's strict accuracy on the thermodynamics topic?", [row])
    assert abstention.gives_value("What is TALON's strict accuracy on the thermodynamics topic?", [row])
    decay = _pdf_source(1, "Weight decay is 0.01 in SFT and 0.0 in RL.", "4 Setup")  # review: an optimizer's is ours
    assert abstention.gives_value("What is AdamW's weight decay in the SFT stage?", [decay])
    # a possessor of a few words, "the RM-only run's" (an alt-text paper, fresh42, opened in session 45: the question
    # was read as no value question and answered from a table of other runs)
    run = "what was the RM-only run's hallucination rate on crowds and events images?"
    assert asks_for_value(run) and measured_groups(run) == [{"hallucination", "rate"}] and value_holder_asked(run)
    assert measured_groups("What was the 7B model's learning rate?", ending=True) == [{"learn", "rate"}]
    crowds = _pdf_source(1, "Table 7 (By image category), Crowds and events: SFT Hal 24.1; TALON Hal 9.5.", "Appendix C")
    assert not abstention.gives_value(run, [crowds])


def test_a_value_is_of_the_name_its_clause_opens_with() -> None:
    """ "How many epochs was PHIScope trained for?" asks PHIScope's: "Encoder-CRF, ..., trained on HDC-Sup for 20
    epochs" before a bullet naming PHIScope gives another model's, as does "SFT-8B ..., fine-tuned for three epochs;
    ... the data that trained PHIScope" (a de-identification paper, fresh39, opened in session 45: it was answered)."""
    question = "how many epochs was PHIScope trained for on HDC-Sup?"
    assert trained_asked(question) == ["PHIScope"] and value_holder_asked(question) == []
    assert trained_asked("What learning rate was the 7B model trained with?") == []  # a size names no model
    crf = _pdf_source(
        6,
        "Encoder-CRF, a 340M-parameter encoder with a CRF output layer, trained on HDC-Sup for 20 epochs. "
        "PHIScope at τ = 0.5, the reward tagger used directly as a redactor.",
        "4 Setup",
    )
    sft = _pdf_source(6, "SFT-8B is fine-tuned for three epochs on HDC-Sup; it uses the data that trained PHIScope.", "4")
    own = _pdf_source(6, "PHIScope, a 350M-parameter tagger, is trained on HDC-Sup for 5 epochs.", "4 Setup")
    assert not abstention.gives_value(question, [crf]) and not abstention.gives_value(question, [sft])
    assert abstention.gives_value(question, [own])
    # review: the setup's "we", a clause opening "it", and an adapter or a precision are the named one's
    setup = _pdf_source(6, "We train for 3 epochs with AdamW on HDC-Sup.", "4 Setup")
    later = _pdf_source(6, "We fine-tune PHIScope with LoRA on HDC-Sup; it is trained for 3 epochs.", "4 Setup")
    lora = _pdf_source(6, "LoRA adapters are trained for 3 epochs on HDC-Sup.", "4 Setup")
    assert all(abstention.gives_value(question, [source]) for source in (setup, later, lora))
    vine = _pdf_source(1, "VinePPO improves over PPO on every benchmark; on MATH it reaches 51.2% accuracy.", "5")
    assert abstention.gives_value("What accuracy does VinePPO reach on MATH?", [vine])


def test_review_session_45_the_new_readings_stay_narrow() -> None:
    """Review probes of this session's rules: a possessor is read only after "what is/was the" or right before the
    measure, never across "does"; a plural's apostrophe ("the authors' explanation") makes no value question; a
    possessor before "role" or "choice" asks no value; a total counts what the last number before it counts; "how
    many percentage points" is no count; a name after a kind that opens a clause is the clause's subject."""
    variant = "What accuracy does Llama-3-8B-Instruct's DPO variant reach on MATH?"
    assert measured_groups(variant) == [{"accuracy"}]
    assert not asks_for_value("What is the authors' explanation for the error?")
    assert not asks_for_value("The authors' choice of threshold?") and not asks_for_value("GPT-4o's role in the error analysis?")
    assert measured_groups("What was the 7B model's learning rate?", ending=True) == [{"learn", "rate"}]
    assert value_holder_asked("What was the 7B model's learning rate?") == []  # a size names no model
    assert not counts_closely("We write 480 persona cards per archetype, 2,880 in total.", "archetype")
    assert not counts_closely("Each annotator labeled 12 prompts, 600 in total.", "annotator")
    assert counts_closely("Each annotator labeled 12 prompts, 600 in total.", "prompt")
    assert asks_how_many("Number of UnitBench problems with a dimensionless gold answer?")
    assert not asks_how_many("How many percentage points did STaRCall gain over SFT on travel?")
    assert not names_beside({"detector"}, "After running the detector, SAM (Kirillov et al., 2023) refines each box.")
    assert not names_beside({"optimizer"}, "Besides the optimizer, LoRA (rank 16) is the only change.")
    assert names_beside({"detector"}, "We prompt an open-vocabulary detector, Glint-OD-L (0.4B parameters), with it.")


def test_only_a_paper_known_by_its_abstract_gets_a_second_look_under_the_floor() -> None:
    """An abstract's short chunks sit far from a short question, so there the best sentence may answer under the
    chunk floor. A paper with a body gets no second look: on the benchmark's PDFs it saved no answerable question,
    and "What's the boiling point of ethanol at sea level?" was answered from "about one point"."""
    question = "What does the method halve?"
    said = "Disagreement-based credit also halves the variance of the policy gradient."
    reads = abstention.PaperReads(question, best_sentence=lambda: 0.9, paper_text=lambda: said)
    abstract = Source(1, Retrieved(StoredChunk("c1", "p", "abstract", 0, said), 0.9, 0.1, np.zeros(4)), Paper("DisCo"))
    floor = 2.0  # above any evidence: only the second look can answer
    assert not abstention.declines(question, [abstract], floor, one_paper=True, reads=reads)
    assert abstention.declines(question, [_pdf_source(1, said, "4 Analysis")], floor, one_paper=True, reads=reads)


def test_a_question_about_the_set_up_in_general_words_is_not_held_to_the_floor() -> None:
    """ "What base model do they start from?" shares no word with "We initialise every policy from Qwen2.5-7B", so
    its closeness sits under any floor (Lookahead declined it and "what baselines do they compare against?"); every
    paper of the field has a set-up, and an off-topic question is never made of these words alone."""
    said = "We initialise every policy from Qwen2.5-7B and compare against GRPO and RLOO."
    floor = 2.0  # above any evidence
    for question in ("What base model do they start from?", "which baselines do the authors compare against?"):
        reads = abstention.PaperReads(question, best_sentence=lambda: 0.1, paper_text=lambda: said)
        assert asks_about_setup(question)
        assert not abstention.declines(question, [_pdf_source(1, said, "4 Setup")], floor, one_paper=True, reads=reads)
    for question in ("What is the capital of France?", "Which model of car is the most reliable?"):
        reads = abstention.PaperReads(question, best_sentence=lambda: 0.1, paper_text=lambda: said)
        assert not asks_about_setup(question)
        assert abstention.declines(question, [_pdf_source(1, said, "4 Setup")], floor, one_paper=True, reads=reads)


def test_an_optimizer_s_symbol_is_not_the_objective_s() -> None:
    """Adam's ε and β share their letters with an RL objective's clip range and KL coefficient: "a clip range
    ε = 0.2" gives no value for AdamW's epsilon, though its sentence names AdamW earlier; Adam's own are given
    wherever they are written, beside the optimizer or not (review)."""
    clip = _pdf_source(
        1,
        "We use a learning rate of 1e-6 with AdamW and a constant schedule, a batch of B = 128 prompts with G = 16 "
        "samples per prompt, a KL coefficient β = 0.001, and a clip range ε = 0.2.",
        "4 Setup",
    )
    objective = _pdf_source(
        2, "We maximize min(ρ A, clip(ρ, 1 − ε, 1 + ε) A) − β · KL(π || π_ref), where ε = 0.2 is the clip range.", "3"
    )
    adam = _pdf_source(3, "We train with AdamW with a weight decay of 0.1, and β1 = 0.9, β2 = 0.95, ε = 1e-8.", "4 Setup")
    row = _pdf_source(4, "Table 5 (Full training hyperparameters), ε: 1e-8.", "")
    for question in ["What epsilon value did they set for the AdamW optimizer?", "Which ε does AdamW use?"]:
        assert not abstention.gives_value(question, [clip, objective]), question
        assert abstention.gives_value(question, [clip, adam]) and abstention.gives_value(question, [clip, row]), question
    assert abstention.gives_value("What β2 value did they use for the AdamW optimizer?", [adam])
    # an index typed glued to a spelled letter, as a table prints it (MUTINY, fresh13, opened: it was declined)
    typed = _pdf_source(5, "Table 5 (Hyperparameters of the RL runs), Optimiser: AdamW, beta1 = 0.9, beta2 = 0.95.", "")
    assert abstention.gives_value("Which optimiser did they use for the RL runs, and with what beta values?", [clip, typed])
    assert (
        spell_greek("AdamW, beta1 = 0.9") == "AdamW, beta 1 = 0.9" and spell_greek("Zephyr-beta2", spaced=False) == "Zephyr-beta2"
    )
    assert abstention.gives_value("What clip range epsilon do they use?", [clip])  # no optimizer's symbol asked
    # asked tersely, by the symbol alone (LaCoRe, fresh25 lc25-15, opened: it was answered with a figure's sentence)
    for terse in ["AdamW epsilon used for the RL runs?", "Adam β2?", "Adam β₂?"]:
        assert asks_for_value(terse), terse
        assert not abstention.gives_value(terse, [clip, objective]) and abstention.gives_value(terse, [clip, adam]), terse
    for asked in ["Role of the beta term in the DPO loss?", "Beta-VAE baseline on dSprites?", "Lambda Labs GPUs used?"]:
        assert not asks_for_value(asked), asked  # what a symbol does, or a name holding one (review)
    assert abstention.gives_value("What learning rate does AdamW use when β = 0.1?", [clip])  # β fixed, not asked


def test_a_count_changed_in_the_question_is_a_setting_it_fixes() -> None:
    """ "Does going from four to eight verification chains improve localisation further?" asks for a result with
    eight chains, which a paper that only writes four (and two, in an ablation) does not report."""
    assert settings_asked("Does going from four to eight verification chains help?") == [(["verification", "chains"], ["eight"])]
    assert settings_asked("What happens with 16 rollouts instead of 8?") == [(["rollouts"], ["16"])]
    assert settings_asked("How does accuracy go from 7B to 14B models?") == []  # sizes, not counts of a thing
    assert settings_asked("Why does MATH accuracy rise from 41.2 to 45.6 points?") == []  # a result, not a count
    assert settings_asked("Does it go from 41 to 45 after training?") == []
    assert settings_asked("from 4 to 8 rollouts per prompt?") == [(["rollouts"], ["8"])]
    assert settings_asked("How does it do with eleven chains instead of four?") == [(["chains"], ["eleven"])]
    paper = "We sample four verification chains per prefix. Using two verification chains instead of four lowers agreement."
    assert setting_missing("Does going from four to eight verification chains help?", paper)
    assert not setting_missing("Does going from two to four verification chains help?", paper)


def test_evidence_is_one_sources_closeness_with_its_own_share_of_the_question_words() -> None:
    """ "Which papers are about speech?" was declined over seeds and PDFs: a table caption "Examples of
    queries and corresponding papers" was the closest passage (cosine 0.42) and, first, it alone was read for
    the question's words; the speech papers below it hold "speech". Evidence is now the best of each source's
    closeness plus its own share of the question's words, so the words and the closeness come from one source."""
    question = "Which papers are about speech?"
    caption = Source(
        1,
        Retrieved(StoredChunk("c1", "p1", "pdf", 0, "Examples of queries and corresponding papers."), 0.9, 0.42, np.zeros(4)),
        Paper("PaSa"),
    )
    speech = Source(
        2,
        Retrieved(StoredChunk("c2", "p2", "abstract", 0, "Speech enhancement models."), 0.8, 0.17, np.zeros(4)),
        Paper("Speech"),
    )
    assert abstention.evidence(question, [caption, speech]) == pytest.approx(0.17 + abstention.COVERAGE_WEIGHT)
    assert abstention.evidence(question, [caption]) == pytest.approx(0.42)  # closeness alone, the words held nowhere
    other = Source(
        2, Retrieved(StoredChunk("c3", "p3", "abstract", 0, "Speech tokens for poetry."), 0.8, 0.6, np.zeros(4)), Paper("P")
    )
    assert abstention.evidence("iambic speech meter?", [caption, other]) == pytest.approx(0.6 + abstention.COVERAGE_WEIGHT / 3)


def test_a_comparison_needs_the_name_outside_the_related_work_section() -> None:
    """ "VinePPO [9] obtains ..." cites by number, which no citation pattern reads: its section says it is others' work."""
    question = "How does TALON's accuracy compare to VinePPO in their experiments?"
    related = _pdf_source(1, "VinePPO [9] obtains per-step value estimates by Monte Carlo rollouts.", "2 Related Work")
    results = _pdf_source(2, "TALON reaches 56.8 average accuracy against 52.3 for GRPO.", "5 Results")
    assert not abstention.names_known(question, [related, results])
    assert abstention.names_known(question, [_pdf_source(1, related.item.text, "5 Results"), results])


def test_an_outcome_on_a_benchmark_needs_the_benchmark_outside_the_related_work() -> None:
    """ "How does DataWright-7B score on InfiAgent-DABench?" asks for a result; a paper that names the benchmark only
    as related work ("InfiAgent-DABench (Hu et al., 2024) evaluate ...") reports none (DataWright, fresh17, opened)."""
    question = "how does DataWright-7B score on InfiAgent-DABench?"
    assert asks_for_outcome(question) and not asks_how_it_works(question)
    for how in ("How is the score on each rubric item computed?", "How are rollouts scored in TALON?"):
        assert not asks_for_outcome(how) and asks_how_it_works(how), how  # the noun and the passive ask how it works
    related = _pdf_source(1, "InfiAgent-DABench (Hu et al., 2024) evaluates agents on CSV files.", "2 Related Work")
    results = _pdf_source(2, "DataWright-7B raises strict accuracy on DWBench from 42.6% to 67.3%.", "5 Results")
    assert not abstention.names_known(question, [related, results])
    assert abstention.names_known(
        question, [_pdf_source(1, "On InfiAgent-DABench DataWright-7B reaches 61.0%.", "5 Results"), results]
    )


def test_a_comparison_needs_a_proper_noun_outside_the_related_work_section_too() -> None:
    """ "Medusa (Cai et al., 2024) replaces the draft model ..." describes a method the paper never runs: it
    answers no "faster than Medusa?". A proper noun is checked as written ("Qwen" in "Qwen2.5-7B", "H100s")."""
    question = "Is Lookahead faster or slower than Medusa decoding heads, and by how much?"
    related = _pdf_source(1, "Medusa (Cai et al., 2024) replaces the draft model with extra decoding heads.", "2 Related Work")
    results = _pdf_source(2, "Lookahead raises rollout throughput 2.7 times over standard sampling.", "5 Results")
    assert not abstention.names_known(question, [related, results])
    assert abstention.names_known(question, [_pdf_source(1, "Medusa heads are 1.4 times slower here.", "5 Results"), results])
    own = _pdf_source(1, "The 7B policy is Qwen2.5-7B, trained on 128 H100 GPUs for 18.6 hours.", "4 Setup")
    assert abstention.names_known("How long did training the 7B Qwen policy take on the H100s?", [own])
    cited = _pdf_source(
        1, "We evaluate on Spider (Yu et al., 2018), where SQLZero reaches 81.2% execution accuracy.", "5 Results"
    )
    assert abstention.names_known("What execution accuracy does SQLZero reach on Spider?", [cited])  # our own result
    headed = _pdf_source(1, "SQLZero reaches 61.2% accuracy, 6.2 points above GRPO.", "5.2 Countdown")
    assert abstention.names_known("What accuracy does SQLZero reach on Countdown?", [headed])  # named by its heading


def test_a_value_asked_of_another_method_is_given_only_beside_its_name() -> None:
    """ "What MATH accuracy does VinePPO reach?": the paper's own accuracy is not VinePPO's."""
    sources = [
        _pdf_source(1, "TALON reaches 61.4% accuracy on MATH.", "5 Results"),
        _pdf_source(2, "The chains add 23% to the rollout cost, less than VinePPO.", "5 Results"),
    ]
    assert value_holder_asked("What MATH accuracy does VinePPO reach in their setup?") == ["VinePPO"]
    assert not abstention.gives_value("What MATH accuracy does VinePPO reach in their setup?", sources)
    assert abstention.gives_value("What MATH accuracy does TALON reach?", sources)  # the paper's own, by its title
    # "did the PPO responses receive" (fresh38 rs38-20, opened in session 44: the raters' scores of other systems)
    rated = _pdf_source(3, "Raters scored 600 responses from SFT and TALON for relevance on a five-point scale.", "6")
    assert value_holder_asked("What relevance score did the PPO responses receive?") == ["PPO"]
    assert value_holder_asked("How many demonstrations does each MAML task receive?") == []  # review: an input
    assert not abstention.gives_value("What relevance score did the PPO responses receive?", [rated])


def test_a_variant_the_paper_never_writes_beside_others_of_its_name_is_missing() -> None:
    paper = "We report ROUGE-L on arXiv and PubMed, and compare with GPT-4o and Llama-3.1-8B."
    assert variant_missing("What ROUGE-2 score does SCRIBE reach on PubMed?", paper)
    assert not variant_missing("What ROUGE-L score does SCRIBE reach on PubMed?", paper)
    assert not variant_missing("Is it better than GPT-4 and Llama-3?", paper)  # versioned further
    assert not variant_missing("Which tasks does Llama-8B solve?", paper)  # a part in between ("Llama-3.1-8B")
    assert not variant_missing("What BLEU-4 score does it reach?", paper)  # no BLEU at all: another check's
    assert not variant_missing("What top-p is used?", paper)  # no name before the mark
    assert not variant_missing("How does Zephyr-beta change?", "Zephyr-β and Zephyr-α differ.")  # a word-long mark
    assert not variant_missing("Is it trained on H100 80 GB cards?", "Eight H100-SXM GPUs with 80GB each.")  # spaced: no variant
    assert other_variant("What accuracy on AIME 2025?")("It reaches 41% on AIME 2024.")  # a value's check reads spaced ones


@pytest.mark.parametrize(
    ("question", "missing"),
    [
        ("How well does the PACE-trained model do on AIME 2025?", True),  # only AIME 2024 is reported
        ("How well does it do on AIME 2024?", False),
        ("What is its AIME-2024 score?", False),  # hyphenated: the check above
        ("How does it do on AMC 2023?", False),  # written short ("AMC23")
        ("What does it score on HMMT 2025?", False),  # no HMMT at all: another check's
        ("What accuracy on MATH 500?", False),  # a number, no year
        ("How does PACE do on AIME25?", True),  # the question's short form
        ("How does it do on AIME'25?", True),
    ],
)
def test_a_benchmark_s_edition_the_paper_never_reports_is_missing(question: str, missing: bool) -> None:
    paper = "We evaluate on AIME 2024, AMC23 and MATH-500; AIME24 accuracy rises by 6.7 points."
    assert variant_missing(question, paper) is missing


@pytest.mark.parametrize(
    "paper",
    [
        "We evaluate on AIME 2024/2025, AMC 2023 and MATH-500.",  # review: two editions written at once
        "We evaluate on AIME24/25 and MATH-500.",
        "Results on AIME 2024 and 2025 are in Table 2.",
        "Table 2 (Main results), PACE-7B: AIME 30.0; AMC 62.5.",  # a score is no edition
        "We report AIME 2024 in the text. Table 2: AIME 24 | AIME 25 | AMC 23",  # second review: more spellings
        "We evaluate on AIME 2024 (AIME-24) and AIME-25.",
        "AIME 2024 and AIME2025 are both reported.",
        "We report AIME 2024 and AIME 2025-I.",
    ],
)
def test_an_edition_written_with_another_or_a_score_beside_the_name_is_not_missing(paper: str) -> None:
    assert not variant_missing("How does it do on AIME 2025?", paper)


def test_a_level_is_no_edition_and_an_old_year_in_full_is_one() -> None:
    assert not variant_missing("How does it do on AMC 2023?", "Problems from the AMC 12 and AIME held in 2023.")
    assert not variant_missing("How does it do on AMC 2023?", "MATH includes AMC12 problems; we test on AIME 2024.")
    assert variant_missing("How does it do on VOC 2012?", "Results on Pascal VOC 2007.")  # a year before 2015 in full


def test_a_greek_letter_inside_a_model_s_name_is_no_symbol() -> None:
    assert symbols_asked("If you take Zephyr-beta and swap DPO for KTO, how much does GSM8K move?") == set()
    assert symbols_asked("What beta did they use?") == {"beta"}
    # a symbol asked second, after "and": "what learning-rate schedule and AdamW beta values ...?"
    assert asks_for_value("What learning-rate schedule and AdamW beta values are used for the RL stage?")
    assert not asks_for_value("What learning-rate schedule is used for the RL stage?")


def test_a_value_given_for_another_variant_of_a_name_is_not_the_one_asked() -> None:
    """ "... on AIME 2025?": the paper's standard deviation is for AIME 2024 only."""
    sources = [
        _pdf_source(1, "TALON reaches 41.3% on AIME 2024 and 30.2% on AIME 2025.", "5 Results"),
        _pdf_source(2, "The seed standard deviation on AIME 2024 is about 0.8 points.", "5 Results"),
    ]
    assert not abstention.gives_value("What is the seed standard deviation of TALON on AIME 2025?", sources)
    assert abstention.gives_value("What is the seed standard deviation of TALON on AIME 2024?", sources)
    assert abstention.gives_value("What is the seed standard deviation of TALON on AIME24?", sources)  # shortened
    assert other_variant("What does the Qwen2.5-3B model reach?")("Qwen2.5-7B reaches 41%.")
    assert other_variant("What ROUGE-2 score?")("It reaches a ROUGE-L of 41.")
    assert not other_variant("What GPT-4 score?")("GPT-4o gets 41.")  # versioned further
    assert not other_variant("What Qwen2.5-7B accuracy?")("Qwen2.5-Math-7B reaches 41%.")  # a part in between
    assert not other_variant("What MATH-500 accuracy?")("The MATH500 accuracy is 41%.")
    assert not other_variant("What does the Qwen2.5-3B model reach?")("The 3B Qwen2.5 model reaches 41%.")
    assert other_variant("What does TALON-3B reach?")("The 7B model reaches 41%.")  # a size alone
    assert other_variant("What accuracy on CIFAR-100?")("CIFAR-10 accuracy is 91%.")
    # the question's own variant, written otherwise (review)
    assert not other_variant("What was the accuracy on AIME 24?")("TALON reaches 41.3% accuracy on AIME 2024.")
    assert not other_variant("What win rate against GPT-4?")("It wins 61% against GPT-4-Turbo, judged by GPT-3.5.")
    assert not other_variant("What does Qwen2.5-7B reach?")("Qwen2.5-7B-Instruct reaches 41%, Qwen2.5-3B 30%.")
    # a model named with its release: one reader of family and size ("Llama-3.1" and "8B"), not the sizes alone
    for asked, other in [("Llama-3.1-8B-Instruct", "Llama-3.1-70B"), ("Qwen2.5-7B-Instruct", "Qwen2.5-3B")]:
        assert other_variant(f"What does {asked} reach?", sizes=False, families=True)(f"{other} reaches 41%.")
        assert not other_variant(f"What does {asked} reach?", sizes=False, families=True)(f"{asked[:-9]} reaches 41%.")
    teacher = other_variant("Which teacher was Qwen2.5-7B-Instruct distilled from?", sizes=False, families=True)
    assert not teacher("Distilled from QwQ-32B.")
    # abstention reads no family: a paper that writes the size short still gives the model asked (review)
    assert not variant_missing("What does Qwen2.5-Math-7B-Instruct reach?", "We use Qwen2.5-Math-1.5B/7B-Instruct.")
    assert not other_variant("What does DeepSeek-R1-Distill-Qwen-7B reach?")(
        "DeepSeek-R1-Distill-Qwen-1.5B and 7B reach 28% and 55%."
    )
    assert not other_variant("How many tokens did the 7B model see?")("We train on 1.5B tokens of agent trajectories.")
    assert not other_variant("What does TALON-3B reach?")("The 3B and 7B models reach 41% and 45%.")
    # a benchmark's other split: the dev result is no answer for the test split
    assert other_variant("What Quarry test accuracy does the 14B model reach?")("14B PaCER: Trellis test 84.6; Quarry dev 61.3.")
    assert not other_variant("What Quarry test accuracy?")("On the Quarry test split it reaches 56.4%, on Quarry dev 57.8%.")
    assert not other_variant("What Quarry test accuracy?")("It reaches 56.4% on Quarry.")  # no split written: the test's own
    assert not other_variant("What Quarry validation accuracy?")("Quarry dev accuracy is 57.8%.")  # another word for dev
    # a duration too: the 7B run's hours are not the 3B run's
    hours = [_pdf_source(1, "One training run of the 7B model takes 18.5 hours on 32 H100 GPUs.", "5 Setup")]
    assert not abstention.gives_value("How long did the TALON-3B training run take in wall-clock time?", hours)
    assert abstention.gives_value("How long did the TALON-7B training run take in wall-clock time?", hours)


def test_a_version_is_asked_of_a_named_tool_and_given_beside_it() -> None:
    """ "Which version of matplotlib ...?" about a paper that writes "rendered with matplotlib" alone (fresh6 ch18)."""
    question = "Which version of matplotlib was used to render the synthetic training charts?"
    assert version_missing(question, "Charts are rendered with matplotlib and seaborn; we use vLLM 0.6.3 for rollouts.")
    for written in ["rendered with matplotlib 3.8.2", "matplotlib (version 3.8)", "Matplotlib v3.8"]:
        assert not version_missing(question, written), written
    assert not version_missing("What vLLM version do they serve rollouts with?", "served with vLLM v0.6.3")
    assert not version_missing("What accuracy does the model reach?", "")  # no version asked


def test_a_table_row_is_read_under_its_whole_caption() -> None:
    """A row names its table by the caption's first words; what its numbers measure ("localization accuracy") is
    often said later in the caption, and so is the variant they are for ("AIME 2024")."""
    chunk = StoredChunk("t1", "p", "table", 7, "Table 2 (ProofSlip), TALON-7B: Verdict F1 0.83; Exact step 60.4.", page_start=7)
    row = Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper("TALON: Turn-Level Credit for Tool-Using Agents"))
    caption = "Table 2: ProofSlip. Verdict F1 over 2,050 solutions; localization accuracy (%) on erroneous ones."
    question = "What exact-step localization accuracy does TALON-7B reach?"
    assert abstention.gives_value(question, [row], f"Some prose.\n{caption}\nMore prose.")
    assert not abstention.gives_value(question, [row], "Some prose.\nTable 3: ProofSlip by length.")  # another table's
    seeds = StoredChunk("t2", "p", "table", 11, "Table 5 (Seed variance), TALON: Mean ± std 41.3 ± 0.8.", page_start=11)
    spread = [Source(1, Retrieved(seeds, 0.9, 0.9, np.zeros(4)), Paper("TALON"))]
    paper = "Table 5: Seed variance. Mean and standard deviation over three training seeds for AIME 2024 avg@16."
    assert abstention.gives_value("What is the seed standard deviation of TALON on AIME 2024?", spread, paper)
    assert not abstention.gives_value("What is the seed standard deviation of TALON on AIME 2025?", spread, paper)
    # a caption's own finding says nothing of what its rows measure
    rows = StoredChunk("t3", "p", "table", 6, "Table 1 (Success rate (%) in Tessera), Pick: GRPO-VLA 78.9; TALON 88.7.")
    found = [Source(1, Retrieved(rows, 0.9, 0.9, np.zeros(4)), Paper("TALON"))]
    told = "Table 1: Success rate (%) in Tessera, averaged over three training seeds. Standard deviations across seeds were at most 2.4 points for TALON."
    assert not abstention.gives_value("What is the across-seed standard deviation for GRPO-VLA?", found, told)
    assert abstention.gives_value("What is the success rate for GRPO-VLA in Tessera?", found, told)


def test_a_sentence_that_gives_its_value_on_another_benchmark_gives_none_on_the_one_asked() -> None:
    """ "Token-level F1 of ThriftSearch on LongHop?" is not answered by "Rewarding token-level F1 raises F1 by 0.8
    points on HopTrail" (a search-agent paper, fresh32, opened: it was answered); a sentence that names no benchmark,
    or points to a table, may still say it."""
    question = "Token-level F1 of ThriftSearch on LongHop?"
    other = _pdf_source(11, "Rewarding ThriftSearch with token-level F1 raises F1 by 0.8 points on HopTrail.", "6 Ablations")
    assert not abstention.gives_value(question, [other])
    asked = _pdf_source(11, "Rewarding ThriftSearch with token-level F1 raises F1 by 0.8 points on LongHop.", "6 Ablations")
    assert abstention.gives_value(question, [asked])
    pointed = _pdf_source(
        11, "As shown in Table 4, rewarding ThriftSearch with token-level F1 raises F1 by 0.8 points.", "6 Ablations"
    )
    assert abstention.gives_value(question, [pointed])
    opened = _pdf_source(11, "On HopTrail, rewarding ThriftSearch with token-level F1 raises F1 by 0.8 points.", "6")
    assert not abstention.gives_value(question, [opened])
    # what a model is trained, built or run on, and a precision, are no benchmark (review)
    gsm = "What accuracy does TALON reach on GSM8K?"
    for said in [
        "Fine-tuned on MetaMathQA, TALON reaches 82.3% accuracy.",
        "Trained on A100 GPUs, TALON reaches 82.3% accuracy.",
    ]:
        assert abstention.gives_value(gsm, [_pdf_source(6, said, "5 Results")]), said
    assert abstention.gives_value(gsm, [_pdf_source(6, "TALON reaches 82.3% accuracy in BF16.", "5 Results")])


def test_a_table_row_gives_no_value_of_a_name_neither_it_nor_its_caption_writes() -> None:
    """A row holds its label's values in its columns: "Task success on ClearReq for CLARO trained from
    Llama-3.1-8B-Instruct?" is not answered by the row "Llama-3.1-8B-Inst. CLARO: AmbiEval 66.0; US-Code 51.9",
    whose columns are other benchmarks (CLARO, fresh22, opened: declined only while the row lacked its model's
    name). A setting's row ("Weight decay: 0.01") holds the value of whatever the paper trains, and prose is read
    as before: a sentence may say on what it reports in the one before."""
    text = "Table 2 (Task success (%) for two further base models), Llama-3.1-8B-Inst. CLARO: AmbiEval 66.0; US-Code 51.9."
    chunk = StoredChunk("t1", "p", "table", 8, text, page_start=8)
    row = Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper("Ask Only When It Pays"))
    paper = "Table 2: Task success (%) for two further base models."
    assert not abstention.gives_value("Task success on ClearReq for CLARO trained from Llama-3.1-8B-Instruct?", [row], paper)
    assert abstention.gives_value("Task success on AmbiEval for CLARO trained from Llama-3.1-8B-Instruct?", [row], paper)
    # columns named by model sizes: a row of averages is no value on one benchmark (a self-play paper, fresh33, opened)
    sizes = StoredChunk(
        "t4", "p", "table", 8, "Table 2 (Average accuracy (%)), Tessera: 3B 37.4; 8B 50.8; 14B 57.9.", page_start=8
    )
    averaged = [Source(1, Retrieved(sizes, 0.9, 0.9, np.zeros(4)), Paper("Tessera: Self-Play Puzzles"))]
    assert not abstention.gives_value("What accuracy does Tessera reach on GridWeave at the 14B size?", averaged)
    assert abstention.gives_value("What average accuracy does Tessera reach at the 14B size?", averaged)
    # review: only what the value is asked on is looked for, however written; not the model or tool it is asked with
    scores = StoredChunk("t3", "p", "table", 8, "Table 1 (Accuracy (%)), CLARO: AIME24 41.2; MATH500 80.1.", page_start=8)
    both = [Source(1, Retrieved(scores, 0.9, 0.9, np.zeros(4)), Paper("Ask Only When It Pays"))]
    for question in [
        "What accuracy does CLARO reach on AIME 2024 with GPT-4o as judge?",
        "What accuracy does CLARO reach on MATH-500?",
    ]:
        assert abstention.gives_value(question, both, "Table 1: Accuracy (%)."), question
    # a year is written as the benchmark's edition or in full, not as any two digits ("25 samples" is no "AIME 2025")
    for caption, given in [("25 samples", False), ("2025 edition", True), ("AIME'25", True), ("AIME '25", True)]:
        sampled = StoredChunk("t4", "p", "table", 8, f"Table 1 (Accuracy (%), {caption}), CLARO: AIME 41.2; MATH 80.1.")
        rows = [Source(1, Retrieved(sampled, 0.9, 0.9, np.zeros(4)), Paper("Ask Only When It Pays"))]
        assert abstention.gives_value("What accuracy does CLARO reach on AIME 2025?", rows, "Table 1.") is given, caption
    shortened = StoredChunk("t5", "p", "table", 8, "Table 1 (Accuracy (%), 24 samples), CLARO: AIME 41.2; MATH 80.1.")
    rows = [Source(1, Retrieved(shortened, 0.9, 0.9, np.zeros(4)), Paper("Ask Only When It Pays"))]
    assert not abstention.gives_value("What accuracy does CLARO reach on AIME 24?", rows, "Table 1.")  # review
    setting = StoredChunk("t2", "p", "table", 14, "Table 3 (Hyperparameters shared by all RL runs), Weight decay: 0.01.")
    shared = [Source(1, Retrieved(setting, 0.9, 0.9, np.zeros(4)), Paper("Ask Only When It Pays"))]
    assert abstention.gives_value("What weight decay was used with AdamW in their RL training?", shared)  # a setting's row


def test_a_value_for_a_size_the_paper_does_not_mainly_run_is_read_where_that_size_is_named() -> None:
    """A paper that trains 7B mostly and 1.5B beside it writes "A 7B run takes 41 hours" and "Expert iteration takes
    38 hours": neither is the 1.5B run's time (fresh5 lp18 was answered with both), while "we use a learning rate
    of 1e-6" is the main 7B model's (fresh5 as05)."""
    paper = "KESTREL-7B proves 61.9%. The 7B policy and the 7B reference. KESTREL-1.5B proves 49.6%."
    hours = [
        _pdf_source(
            1, "Expert iteration takes 38 hours because it needs no gradient step. We use a learning rate of 1e-6.", "5 Setup"
        )
    ]
    assert side_sizes("How many hours does the 1.5B KESTREL run take?", paper) == {"1.5B"}
    assert not abstention.gives_value("How many hours does the 1.5B KESTREL run take?", hours, paper)
    assert abstention.gives_value("What learning rate is used for the 7B policy?", hours, paper)  # the main size
    named = [_pdf_source(1, "The 1.5B run takes 12 hours on 16 GPUs.", "5 Setup")]
    assert abstention.gives_value("How many hours does the 1.5B KESTREL run take?", named, paper)
    assert side_sizes("How many hours does the 1.5B run take?", "Only 1.5B models: 1.5B, 1.5B.") == set()
    # a corpus's size hyphenated is no model's (session 48 review): "2B-token" four times does not make 2B the main size
    corpus = f"{paper} A 2B-token corpus: a 2B-token mix, a 2B-token crawl and a 2B-token set."
    assert side_sizes("What learning rate is used for the 7B policy?", corpus) == set()  # 7B is still the main size
    assert abstention.gives_value("How many hours does the 1.5B KESTREL run take?", hours)  # no paper text read
    # a passage that names the size once and then reports on it (fresh7 mr17): "... with KESTREL-1.5B. The ordering is
    # unchanged. KESTREL again gives the lowest harm rate (2.3%)."
    told = [
        _pdf_source(
            1,
            "Table 4 repeats the comparison with KESTREL-1.5B. The ordering is unchanged. "
            "KESTREL again gives the lowest harm rate (2.3%).",
            "5.2 A second policy",
        )
    ]
    assert abstention.gives_value("What harm rate does the 1.5B KESTREL model reach?", told, paper)
    moved_on = [_pdf_source(1, "We also ran KESTREL-1.5B. The 7B model gives the lowest harm rate (2.3%).", "5 Results")]
    assert not abstention.gives_value("What harm rate does the 1.5B KESTREL model reach?", moved_on, paper)
    # a sentence about a baseline moves on from the size too (a quiz-item paper, fresh43 qz43-23, opened in session 44:
    # the whole project's GPU-hours were read as the side model's)
    compute = "KESTREL-1.5B used the same settings. {}Including pilots, the project used about 9,400 GPU-hours."
    baseline = [_pdf_source(1, compute.format("The PPO baseline used a KL coefficient of 0.05. "), "Appendix A")]
    assert not abstention.gives_value("How many GPU-hours did the 1.5B KESTREL run use?", baseline, paper)
    assert abstention.gives_value(
        "How many GPU-hours did the 1.5B KESTREL run use?", [_pdf_source(1, compute.format(""), "A")], paper
    )
    unlike = compute.format("Unlike the baselines, it uses no KL penalty. ")  # review: no baseline of its own named
    assert abstention.gives_value("How many GPU-hours did the 1.5B KESTREL run use?", [_pdf_source(1, unlike, "A")], paper)


def test_a_baseline_s_value_is_read_in_the_clause_that_names_it() -> None:
    """ "DPO baseline learning rate?" is not answered by "The SFT baseline was trained at a learning rate of 1e-4; DPO
    used beta = 0.1" (a quiz-item paper, fresh43 qz43-13, opened in session 44): each clause gives one run's settings."""
    clauses = _pdf_source(1, "The SFT baseline was trained at a learning rate of 1e-4; DPO used beta = 0.1 on 6,400 pairs.", "A")
    assert not abstention.gives_value("DPO baseline learning rate?", [clauses])
    assert abstention.gives_value("SFT baseline learning rate?", [clauses])
    own = _pdf_source(1, "The SFT baseline used a learning rate of 1e-4; DPO used a learning rate of 5e-7.", "A")
    assert abstention.gives_value("DPO baseline learning rate?", [own])
    both = _pdf_source(1, "The DPO and SFT baselines both used a learning rate of 1e-4.", "A")
    assert abstention.gives_value("DPO baseline learning rate?", [both])
    # review: a table row's cells and a clause that goes on about the baseline are its own
    row = _pdf_source(1, "Table 2 (Main results), PPO baseline: Accuracy 71.2; Response length 512.", "")
    assert abstention.gives_value("What response length does the PPO baseline produce?", [row])
    goes_on = _pdf_source(1, "The PPO baseline uses our setup; it is trained with a batch size of 256.", "A")
    assert abstention.gives_value("What batch size does the PPO baseline use?", [goes_on])


@pytest.mark.parametrize(
    ("question", "stage"),
    [
        ("What learning rate did the authors use for the supervised fine-tuning stage?", True),
        ("what learning rate and batch size were used for the SFT cold start before RL?", True),
        ("Which sampling temperature was used at evaluation time?", True),
        ("What max generation length is used during inference?", True),
        ("what KL coefficient did they use for the penalty toward the SFT policy?", False),  # SFT names a policy
        ("how many reasoning-related SFT samples did they end up with?", False),
        ("With the Mistral-7B-SFT policy, how much better is the PRM?", False),  # a model's name
        ("What learning rate do they use?", False),  # training, the default stage
        ("what learning rate was used when fine-tuning Osprey-7B on the scripted demos?", True),  # behaviour cloning
        ("What batch size is used for the BC stage?", True),
        ("How many trajectories were generated for imitation learning?", False),  # what the data is for, not a stage
        ("How long did the supervised cold start take for the 32B model?", True),  # the stage is the subject
        ("How many GPU hours did SFT take?", True),
        ("How long did the RL run take?", False),
        ("How many paid annotators wrote the dialogues used for supervised fine-tuning?", False),  # the data's stage
        ("learning rate used for the supervised fine-tuning?", True),  # the measure itself is used
        ("What learning rate was also used for SFT?", True),  # review: an adverb, no thing described
        ("learning rate they used for SFT?", True),  # review: a pronoun
    ],
)
def test_a_stage_beside_training_is_told_from_a_name(question: str, stage: bool) -> None:
    assert bool(side_stages(question)) is stage


def test_a_value_for_a_stage_beside_training_is_read_where_that_stage_is_named() -> None:
    """The RL run's hyperparameter table gives no learning rate for the SFT stage, and its training temperature
    is no evaluation temperature (fresh5 lp16, cr15, as20 were answered from them)."""
    rl = [
        _pdf_source(1, "Table 3 (Hyperparameters of RL training), Learning rate: 1e-6.", "Appendix"),
        _pdf_source(2, "Sampling temperature (training): 1.0. We train for 600 steps.", "Appendix"),
    ]
    assert not abstention.gives_value("What learning rate is used for the SFT stage?", rl)
    assert not abstention.gives_value("Which sampling temperature is used at evaluation time?", rl)
    assert abstention.gives_value("What learning rate is used for RL?", rl)
    sft = [_pdf_source(1, "Supervised fine-tuning uses a learning rate of 1e-5 for 3 epochs.", "4 Setup")]
    assert abstention.gives_value("What learning rate is used for the SFT stage?", sft)
    bc = "What learning rate was used when fine-tuning on the scripted demos?"
    assert not abstention.gives_value(bc, rl)
    assert abstention.gives_value(bc, [_pdf_source(1, "Behavior cloning on the demos uses a learning rate of 1e-5.", "4")])
    evaluation = [_pdf_source(1, "At evaluation we sample with a temperature of 0.6.", "5 Results")]
    assert abstention.gives_value("Which sampling temperature is used at evaluation time?", evaluation)
    # the stage as the subject: "How long did the cold start take?" (fresh29 fm29-22 was answered by the RL run's time)
    runs = [_pdf_source(1, "RL takes 31 hours on 64 GPUs. The cold start adds 40 minutes.", "4 Setup")]
    assert abstention.gives_value("How long did the supervised cold start take?", runs)
    rl_alone = [_pdf_source(1, "RL takes 31 hours on 64 GPUs, and evaluation another hour.", "4 Setup")]
    assert not abstention.gives_value("How long did the supervised cold start take?", rl_alone)


def test_a_captions_sentences_are_read_under_its_first() -> None:
    """ "GPU-h is the total H100 GPU-hours for one 400-step run." follows "Table 4: Training cost for the 7B
    model." in one caption: it gives the 7B run's GPU-hours, not TALON-3B's (fresh ta18 was answered)."""
    text = "Table 4: Training and inference cost for the 7B model. GPU-h is the total H100 GPU-hours for one 400-step run."
    chunk = StoredChunk("c1", "p", "caption", 1, text, page_start=9)
    caption = [Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper("TALON: Turn-Level Credit for Tool-Using Agents"))]
    assert not abstention.gives_value("How many GPU-hours did the TALON-3B training run consume?", caption)
    assert abstention.gives_value("How many GPU-hours did the TALON-7B training run consume?", caption)
    prose = [_pdf_source(1, text, "5 Setup")]  # prose moves on from subject to subject: a sentence is read alone
    assert abstention.gives_value("How many GPU-hours did the TALON-3B training run consume?", prose)
    # review: the caption's first sentence only adds another variant; what a sentence names itself still counts
    both = "Table 4: Training cost for the 3B and 7B models. GPU-h is the total H100 GPU-hours for one 7B run."
    asked = "How many GPU-hours did the TALON-3B training run consume?"
    assert not abstention.gives_value(
        asked, [Source(1, Retrieved(replace(chunk, text=both), 0.9, 0.9, np.zeros(4)), caption[0].paper)]
    )
    # GPU-hours asked are answered in them only: a timeout in seconds is no compute cost (Kestrel, fresh24 kr24-02)
    timeouts = [_pdf_source(1, "Table 6 (RL hyperparameters), Compile timeout / run timeout: 60 s / 10 s.", "")]
    assert not abstention.gives_value("How many GPU-hours did the full RL run for TALON-7B consume?", timeouts)
    hardware = [_pdf_source(1, "Hardware: 8 H100 GPUs; compile timeout / run timeout: 60 s / 10 s.", "4 Setup")]
    assert not abstention.gives_value("How many GPU-hours did the full RL run for TALON-7B consume?", hardware)
    for run in ["The TALON-7B run took 36 hours on 64 A100s.", "The TALON-7B run takes 9 hours on one 8xH100 node."]:
        assert abstention.gives_value("How many GPU-hours did the RL run for TALON-7B consume?", [_pdf_source(1, run, "4")])
    assert abstention.gives_value("How long, in seconds, is the compile timeout?", timeouts)
    versus = "Table 3: TALON against VinePPO and PPO. TALON reaches 81.2% accuracy on GSM8K."
    table = [Source(1, Retrieved(replace(chunk, text=versus), 0.9, 0.9, np.zeros(4)), caption[0].paper)]
    assert not abstention.gives_value("What GSM8K accuracy does VinePPO reach?", table)
    assert abstention.gives_value("What GSM8K accuracy does TALON reach?", table)


def test_the_baseline_a_question_asks_about_is_read_by_its_names() -> None:
    assert baseline_asked("For the Safe RLHF (PPO-Lagrangian) baseline, what clip range did they use?") == ["RLHF"]
    assert baseline_asked("How many GPU hours did the 7B PPO baseline consume?") == ["7B", "PPO"]
    assert baseline_asked("How does DisCo compare with the baselines?") == []


def test_a_baseline_asked_by_name_is_not_given_by_its_size_or_by_some_other_baselines() -> None:
    """ "the 7B PPO baseline": a value for the paper's own 7B model, or for "offline baselines" (RFT), is not PPO's;
    one said of PPO, or of all the baselines, is."""
    asked = "How many GPU hours did the 7B PPO baseline with the learned critic consume?"
    ours = "A full CodeZero run took 1,150 GPU hours for the 7B model. Offline baselines are far cheaper; RFT at 7B needed 240 GPU hours."
    assert not abstention.gives_value(asked, [_pdf_source(1, ours, "6 Compute Cost")])
    for text in ["The 7B PPO run with its learned critic took 2,050 GPU hours.", "All baselines were trained for 900 GPU hours."]:
        assert abstention.gives_value(asked, [_pdf_source(1, text, "6 Compute Cost")]), text
    assert abstention.gives_value("How many GPU hours did the 7B baseline consume?", [_pdf_source(1, ours, "6 Compute Cost")])
    # review: a comparison with "the baselines" is no value of theirs; "each of our baselines" or "Baselines ..." is
    for text in ["A full CodeZero run took 1,150 GPU hours for the 7B model, fewer than the baselines.",
                 "Compared with the baseline, CodeZero took only 1,150 GPU hours for the 7B model."]:  # fmt: skip
        assert not abstention.gives_value(asked, [_pdf_source(1, text, "6 Compute Cost")]), text
    for text in ["Each of our baselines was trained for 900 GPU hours.", "Baselines were trained for 900 GPU hours each."]:
        assert abstention.gives_value(asked, [_pdf_source(1, text, "6 Compute Cost")]), text
    # review: a baseline asked by name alone is still given as one of the baselines
    for text in ["Baselines use a learning rate of 5e-7.", "For the offline baselines we use a learning rate of 5e-7."]:
        assert abstention.gives_value("What learning rate does the DPO baseline use?", [_pdf_source(1, text, "4 Setup")])
    # a mixture's size is a size too: "the 8x7B PPO baseline" is named by "PPO", not by the paper's own 8x7B run
    mixture = "How many GPU hours did the 8x7B PPO baseline consume?"
    assert not abstention.gives_value(mixture, [_pdf_source(1, "Our 8x7B run took 3,100 GPU hours.", "6 Compute Cost")])
    assert abstention.gives_value(mixture, [_pdf_source(1, "The 8x7B PPO run took 4,200 GPU hours.", "6 Compute Cost")])
    assert not other_variant("What MMLU accuracy does the Mixtral 8x7B baseline reach?")("Mixtral 8×7B reaches 70.6%.")
    # a baseline named by a lower-case compound is named so (ANCHOR, fresh26 sy26-20, opened in session 38)
    assert baseline_asked("what HelpPref win rate did the system-prompt baseline get at 3B?") == ["system-prompt"]
    dpo = _pdf_source(1, "HelpPref win rates stay above 50% for both RL methods, while DPO falls to 46.3% at 3B.", "5")
    assert not abstention.gives_value("what HelpPref win rate did the system-prompt baseline get at 3B?", [dpo])
    prompted = _pdf_source(1, "The system-prompt baseline reaches a HelpPref win rate of 49.2% at 3B.", "5 Results")
    assert abstention.gives_value("what HelpPref win rate did the system-prompt baseline get at 3B?", [prompted])
    # another baseline named as one is not the one asked (CellCredit, fresh31 sh31-13, opened in session 38)
    ppo = _pdf_source(1, "The PPO baseline uses the same policy settings with a value model learning rate of 5e-6.", "4")
    assert not abstention.gives_value("What learning rate was used for the DPO baseline?", [ppo])
    assert abstention.gives_value("What learning rate was used for the PPO baseline?", [ppo])
    for text in [  # review: all baselines, or a baseline named in words, may be the one asked
        "All baselines, including the SFT baseline, use a learning rate of 5e-7.",
        "The Direct Preference Optimization baseline uses a learning rate of 5e-7.",
    ]:
        assert abstention.gives_value("What learning rate was used for the DPO baseline?", [_pdf_source(1, text, "4")]), text
    both = _pdf_source(1, "The PPO baseline and the DPO baseline both use a learning rate of 5e-7.", "4 Setup")
    assert abstention.gives_value("What learning rate was used for the DPO baseline?", [both])


def test_a_value_asked_of_the_rl_run_is_not_given_by_the_supervised_stage_s() -> None:
    """ "learning rate used for the RL run on the 72B tutor?" is not answered by "Supervised fine-tuning runs for two
    epochs at a learning rate of 1e-5" (a tutoring paper, fresh30, opened: it was answered); a sentence that only
    names the supervised policy as the reference ("a KL coefficient of 0.04 against the supervised policy") is still
    the RL run's (fresh3 ps03), and so is one naming no stage."""
    sft = _pdf_source(5, "Supervised fine-tuning runs for two epochs at a learning rate of 1e-5.", "4.1 Data")
    assert not abstention.gives_value("learning rate used for the RL run on the tutor?", [sft])
    assert abstention.gives_value("learning rate used for the supervised fine-tuning?", [sft])
    reference = _pdf_source(6, "We use a KL coefficient β = 0.04 against the supervised policy.", "4.3 RL")
    assert abstention.gives_value("KL coeff used in the PPO runs?", [reference])
    plain = _pdf_source(6, "We train with a learning rate of 1e-6.", "4.3 Training")
    assert abstention.gives_value("learning rate used for the RL run on the tutor?", [plain])


def test_a_value_for_a_stage_the_paper_names_is_read_where_that_stage_is_named() -> None:
    """A paper that trains in named stages ("Stage II (QE hardening)") reports the hours of its RL run: those are
    not the hours of another stage the question names by its words or its number (fresh6 mq16, ch15, db19).
    A stage the paper never writes as one ("the GRPO stage" of a paper without stages) is its training."""
    paper = "Stage I (SFT warm-up): two epochs.\nStage II (QE hardening): margin ranking loss.\nStage III: GRPO."
    run = [_pdf_source(6, "A full Stage III run of the 7B policy took 31 hours of wall-clock time.", "6 Setup")]
    assert not abstention.gives_value("how many GPU hours did the QE hardening stage take", run, paper)
    assert not abstention.gives_value("How many GPU hours did the Stage I supervised warm-up take?", run, paper)
    assert abstention.gives_value("How many hours did the Stage 3 run take?", run, paper)  # "3" is "III"
    assert abstention.gives_value("How many hours did the RL stage take?", run, paper)  # the default stage
    hardening = [_pdf_source(5, "QE hardening adds 2 hours on 8 GPUs before RL starts.", "4 Method")]
    assert abstention.gives_value("how many GPU hours did the QE hardening stage take", hardening, paper)
    rate = [_pdf_source(5, "We train with a learning rate of 5e-7 for 300 steps.", "5 Setup")]
    assert abstention.gives_value("What learning rate was used during the GRPO stage?", rate, "We train with GRPO.")


def test_a_citation_s_year_or_number_gives_no_value() -> None:
    """ "We adopt GRPO (Shao et al., 2024), which foregoes the critic model that is typically the same size as the
    policy model" held "group", "size" and a number: it gave the GRPO group size that DeepSeek-R1 never reports."""
    sentence = "We adopt GRPO (Shao et al., 2024), which foregoes the critic model of the same size as the policy model."
    source = _pdf_source(1, sentence, "2.2.1 Reinforcement Learning Algorithm")
    assert not abstention.gives_value("What group size did they use for GRPO?", [source])
    cited = ["Inspired by AlphaGo (Silver et al., 2017b), we explore search.", "VinePPO [9] and RLOO [3, 12] are baselines."]
    assert not any(writes_number(t) for t in [*cited, "as in Shao et al. (2024)."])
    assert all(writes_number(t) for t in ["a group size of 16 (Shao et al., 2024)", "runs from 2020 to 2024", "(n = 2024)"])


def test_a_digit_of_a_name_or_an_index_gives_no_value() -> None:
    """ "where δ is a small constant for numerical stability" beside "std(R_1, ..., R_G)" does not give δ."""
    assert not writes_number("std(R_1, ..., R_G) + δ, where δ is a small constant for numerical stability")
    assert not writes_number("We compare GPT-4 with DeepSeek-V3 and Qwen2.5.")
    assert all(writes_number(t) for t in ["β = 0.05", "a rate of 2e-6", "-0.5 points", "eight cards", "the 7B model"])
    assert names_in("How many H100s did the 32B runs need?") == ["H100", "32B"]  # a plural name
    assert spelled_out("the helpfulness RM") == "the helpfulness reward model"
    assert about_the_paper("What's the core idea of this paper in a sentence or two?")
    assert about_the_paper("In a sentence or two, what is this paper proposing and what is it trying to show?")
    assert about_the_paper("What's the main contribution here?")  # "here": the paper at hand
    assert about_the_paper("What's the core proposal here and what's the headline result?")  # probe4 l04
    assert not about_the_paper("What is the learning rate here?") and not about_the_paper("What is here?")


def test_value_questions_are_told_apart_from_others() -> None:
    assert not asks_for_value("What steps do they take so the agent can't just game the user simulator?")  # actions
    assert asks_for_value("What warmup steps did they use?")  # review: steps named by their kind are counted
    for asked in ["What concrete steps do they take against contamination?", "What steps should I follow to avoid it?",
                  "What preprocessing steps do they apply to the data?", "What are the steps of the data pipeline?"]:  # fmt: skip
        assert not asks_for_value(asked), asked  # second review: steps as actions
    assert asks_for_value("How many steps do they take to converge?")
    assert asks_for_value("After how many steps does it converge?") and asks_for_value("What number of steps is used?")
    assert asks_for_value("What batch size does DisCo use?")
    assert asks_for_value("How many epochs is it trained for?")
    assert asks_for_value("How common are unanswerable questions in practice?")
    # "how correlated", "how accurate" ask a correlation or an accuracy (a reward-model paper, fresh16 ov16-15, opened:
    # "how correlated were the mistakes?" led with a related-work sentence, not "all four members agreed ... 83%")
    assert asks_for_value("How correlated were the mistakes of the four members?")
    assert asks_for_value("How accurate is the interval parser?")
    assert asks_for_value("What's the typical wall-clock time for one query?")
    assert asks_for_value("What was the inter-annotator agreement?")
    assert asks_for_value("what beta did they use in the DPO loss?")  # a symbol's value
    assert asks_for_value("KL penalty coefficient used for the policy?")  # a measure asked by its name alone
    assert measured_groups("batch size for the KTO runs?") == [{"batch", "size"}]  # and what it measures (probe4 k08)
    assert measured_groups("GPU-hours for the PPO variant?") == [{"gpu", "hour"}]  # a cost in compute (fresh26 sy26-15)
    assert question_parts("How is the reward computed, and is a neural reward model involved?") == [
        "How is the reward computed?",
        "is a neural reward model involved?",
    ]
    assert question_parts("Is there a limit on citations per sentence? If so what is it") == []  # leans on the first
    assert question_parts("What learning rate and batch size do they use?") == []  # one question, two measures
    assert asks_for_value("Which learning rate did the authors use for the fine-tuning stage?")  # "which", as "what"
    assert asks_for_value("What is the seed-to-seed standard deviation on AIME 2025?")
    assert asks_for_value("what top-p do they use when sampling the student rollouts?")
    assert asks_for_value("what overall success does RLOO get?")
    # a measure word that only modifies another noun asks for a thing, not a value (review)
    assert not asks_for_value("Which rate limiter does the system use?")
    assert not asks_for_value("Which error types are most common?")
    assert not asks_for_value("What variance reduction technique is used?")
    assert not asks_for_value("What counts as success in the agent tasks?")
    assert not asks_for_value("Reward hacking in their setup?")
    assert not asks_for_value("What is the main contribution?")
    assert not asks_for_value("Why does disagreement help?")


def test_what_a_value_question_measures_may_be_named_another_way() -> None:
    """ "How much overhead ...?" is answered by "add 23% to the rollout cost"; a batch size is not a model size."""
    question = "How much rollout overhead do the verification chains add?"
    assert measured_words(question) == {"rollout", "overhead"}
    assert names_all(measured_words(question), "The verification chains add 23% to the rollout cost of a step.")
    assert not names_all({"rollout", "overhead"}, "Rollouts take 40% of the step.")
    assert not names_all({"batch", "size"}, "The model size is 7B.")
    # "a disagreement score of at least 0.5", "λ = 2.25": a threshold or coefficient is given by its value
    assert measured_words("What disagreement-score threshold does DisCo use?") == {"disagreement", "score"}
    assert measured_words("How many parameters does the Selector have?") == {"parameter"}  # nothing else asked
    assert not names_all({"latency"}, "At the same time, the Crawler expands 5 citations per query.")
    # what a data set counts: "reasoning traces" are the paper's "reasoning related training samples"
    assert names_all(measured_words("How many reasoning traces did they keep?"), "about 600k reasoning related samples")


def test_names_are_the_words_written_as_names() -> None:
    assert names_in("Does the paper compare KTO against ORPO?") == ["KTO", "ORPO"]
    assert names_in("What GPUs train DeepSeek-R1 on MATH-500?") == ["GPU", "DeepSeek", "R1", "MATH"]
    assert names_in("What does Proposition 4.1 say about the reward?") == []
    assert names_in("How often did the language ID label a Thai sentence as English?") == []  # an identifier
    assert names_in("How do lambda_D and lambda_U weight outputs in KTO?") == ["KTO"]  # symbols typed as code
    assert mentions("MATH500", "accuracy on MATH-500") and mentions("Qwen2.5", "with Qwen-2.5") and mentions("KTO", "KTO-aligned")
    assert not mentions("ORPO", "we incorporate rewards")
    assert mentions("AIME24", "accuracy on AIME 2024") and not mentions("AIME24", "accuracy on AIME 2025")
    assert mentions("pass@1024", "Table 2 reports pass@k for k from 1 to 1024.") and not mentions(
        "pass@1024", "pass@k at k = 256"
    )
    assert names_in("at k=256 on AIME24, how does it stack up against GRPO?") == ["AIME24", "GRPO"]  # a setting is no name
    assert capitalized_in("Does PaSa compare against Semantic Scholar or Elicit?") == ["Semantic", "Scholar", "Elicit"]
    assert capitalized_in("What does the Crawler's reward depend on?") == ["Crawler"]
    assert capitalized_in("What Does The Selector Stand For In Practice?") == []  # title case marks no name
    assert capitalized_in("What does Fig. 2 show about the Crawler?") == ["Crawler"]
    assert capitalized_in("Thanks. Please list the Crawler's actions.") == ["Crawler"]  # a sentence's first word
    assert capitalized_in("and which optimizer trains it? (Elaborate Crawler)") == []  # the reading's added words
    assert capitalized_in("What agreement (Cohen's or Fleiss' kappa)?", typed=True) == ["Cohen", "Fleiss"]  # the asker's
    assert capitalized_in("What Arena-Hard score beats Chain-of-Thought?") == ["Arena-Hard"]  # "of" is no capital
    assert abstention._written("Arena-Hard", "scores on Arena Hard and MT-Bench")


def test_duration_questions_are_told_apart() -> None:
    assert asks_duration("How long did the PPO training take?")
    assert asks_duration("What is the wall-clock time of a run?")
    assert not asks_duration("How long are the responses?")


def test_gpu_hours_are_a_compute_cost_not_the_time_asked() -> None:
    """ "3,100 A100 GPU-hours" says what a run cost, not how long it took: a question about time declines on
    it; a question that asks for GPU-hours is still answered by them."""
    cost = _pdf_source(1, "The whole PPO run consumed about 3,100 A100 GPU-hours with vLLM.", "5 Experimental Setup")
    wall = "How many hours of wall-clock time did a single PPO run take on their GPU cluster?"
    assert not abstention.gives_value(wall, [cost])
    assert abstention.gives_value(wall, [_pdf_source(1, "A single PPO run took 31 hours on 64 GPUs.", "5 Setup")])
    assert not abstention.gives_value("How long did a single PPO run take?", [cost])
    assert abstention.gives_value("How many GPU-hours did a single PPO run take?", [cost])
    assert asks_duration("How much wall clock time did it take?")


def test_a_number_the_question_writes_is_not_the_value_it_asks_for() -> None:
    """ "How much were the 40 participants paid per hour?" is not answered by "we recruited 40 paid participants over
    three weeks": the 40 is the question's own, and pay is money (MemWright, fresh10, opened: it was answered)."""
    question = "How much were the 40 PersonaLedger-Human participants paid per hour?"
    recruited = _pdf_source(6, "We recruited 40 paid participants who chatted in short sessions over three weeks.", "5")
    assert not abstention.gives_value(question, [recruited])
    assert abstention.gives_value(question, [_pdf_source(6, "The 40 participants were paid $14 per hour.", "5")])
    asked = "What accuracy do the answers of the 40 participants reach?"
    assert not abstention.gives_value(asked, [_pdf_source(6, "The accuracy of 40 participants is judged.", "5")])
    assert abstention.gives_value(asked, [_pdf_source(6, "The 40 participants reach an accuracy of 61%.", "5")])
    assert not writes_number("we recruited 40 paid participants", besides={40.0})
    assert writes_number("40 participants were paid 14 dollars", besides={40.0})


def test_money_is_asked_by_pay_and_given_by_an_amount_or_a_column_of_money() -> None:
    """Pay is money ("$14", "30 EUR", a table's "Cost ($) 6,060"); "how much reward does an item earn?" asks no money,
    and a cost is often given in GPU-hours, so "cost" alone does not ask for money."""
    money = unit_asked("How much were annotators paid?")
    assert money is not None and money("paid $14 per hour") and money("Cost ($) 6,060") and money("30 EUR per hour")
    assert not money("over three weeks") and not money("4,120 questions")
    assert money("Participants were paid a fixed USD 9 for a session")  # the code before the amount (fresh30, opened)
    assert money("Annotators received 50 RMB per hour") and money("CHF 25 per hour")  # review
    assert not money("about 30 minutes in USDA data") and not money("USD-denominated prices")
    assert unit_asked("How much reward does a merely mentioned item earn?") is None
    assert unit_asked("How much does one training run cost?") is None
    assert unit_asked("How long did training take?") is not None


def test_the_words_that_only_set_a_count_apart_need_not_be_written() -> None:
    """ "How many alternative outputs are sampled?" is answered by "we sample G = 8 different operation outputs": an
    alternative output is an output (MemWright, fresh10, opened: it was declined)."""
    question = "How many alternative outputs are sampled at the branch session?"
    sampled = _pdf_source(4, "From the memory, we sample G = 8 different operation outputs for the session.", "3 Method")
    assert abstention.gives_value(question, [sampled])
    assert not abstention.gives_value(question, [_pdf_source(4, "Each branch is continued for 3 sessions.", "3 Method")])


def test_a_count_of_types_is_a_count_of_what_they_are_types_of() -> None:
    """ "How many move types are there?" is answered by "maps each tutor turn to one of eleven instructional moves"
    (a tutoring paper, fresh30, opened: it was declined); a count of something else is still no answer."""
    question = "The rule-based student parses each tutor turn into a type of move. How many move types are there?"
    moves = _pdf_source(4, "A parser maps each tutor turn to one of eleven instructional moves.", "3 Simulators")
    assert abstention.gives_value(question, [moves])
    assert not abstention.gives_value(question, [_pdf_source(4, "The student tracks 48 skills.", "3 Simulators")])
    # a count of the things is no count of their types (review); "four categories" is
    types = "How many question types are in the benchmark?"
    assert not abstention.gives_value(types, [_pdf_source(4, "The benchmark contains 1,200 questions.", "3 Data")])
    assert abstention.gives_value(types, [_pdf_source(4, "Its questions fall into four categories.", "3 Data")])


def test_how_much_data_is_counted_in_what_a_data_set_holds_and_a_range_is_its_ends() -> None:
    """ "How much data was the judge fine-tuned on?" is answered by "61,000 prompt-response pairs", and "what
    perplexity range does the penalty ramp over?" by "its maximum ... at a perplexity of 240" (Tessera, fresh15,
    opened: both were declined)."""
    judge = _pdf_source(4, "The judge was fine-tuned from Kite-7B on 61,000 prompt-response pairs.", "3.3 The safety judge")
    assert abstention.gives_value("how much data was the training judge fine-tuned on?", [judge])
    assert measured_groups("What perplexity range does the fluency penalty ramp over?") == [{"perplexity"}]
    ramp = _pdf_source(4, "The penalty reaches its maximum of 1 at a perplexity of 240.", "3.4 Fluency")
    assert abstention.gives_value("What perplexity range does the fluency penalty ramp over?", [ramp])
    assert not abstention.gives_value("how much data was the training judge fine-tuned on?", [ramp])


def test_setup_details_are_asked_by_their_kind_and_given_by_kind_or_instance() -> None:
    """Closed-class details only: "which benchmark" is an open kind, named by instances no list holds."""
    assert details_asked("Which optimizer was used to train DeepSeek-R1?") == ["optimizer"]
    assert details_asked("Under which license is the code released?") == ["license"]
    assert details_asked("What kind of GPUs were used?") == ["hardware"]
    assert details_asked("Which benchmark is used?") == details_asked("What is the learning rate?") == []
    assert not detail_missing("Which optimizer is used?", "We train with AdamW (beta2 = 0.95).")
    assert not detail_missing("What GPUs were used?", "on 64 H800s")
    assert not detail_missing("What warmup schedule is used?", "a cosine learning-rate schedule")  # either kind word
    assert detail_missing("Which optimizer is used?", "We mitigate this with lambda = 0.1 and a lambda-return.")
    assert detail_missing("What license is it released under?", "To mitigate reward hacking, we ...")  # not "MIT"
    assert detail_missing("Which grant or funding agency supported the work?", "We thank our colleagues for comments.")
    assert not detail_missing("Who funded the work?", "This work was supported by an NSF grant.")
    assert detail_missing("Who funded the work?", "This is a fundamental problem.")
    assert not detail_missing("Which learning rate schedule is used?", "a constant learning rate of 1e-6")
    # a shape is a schedule's only beside what it shapes (MemWright, fresh10, opened: "grows linearly" gave one)
    both = "What optimizer and learning-rate warm-up schedule are used for the GRPO stage?"
    assert detail_missing(both, "Their cost grows linearly with the history; we use cosine similarity to retrieve.")
    for written in ["a cosine decay", "the learning rate decays linearly to zero", "cosine annealing", "linear warm-up"]:
        assert not detail_missing(both, written), written
    assert detail_missing(both, "a weight decay of 0.1")  # the optimizer's setting, no schedule
    assert not detail_missing("What hardware are the runs on?", "eight AMD MI300X cards")
    assert not detail_missing("Which optimizer is used?", "optimized with L-BFGS")
    assert details_asked("Which seed papers does the Crawler start from?") == []  # a random seed is asked as such
    assert details_asked("What training schedule is used?") == []  # epochs, not a learning-rate schedule
    # seeds asked without a question word; a paper that never writes "seed" reports nothing per seed
    assert details_asked("std of the 8B net gain across random seeds?") == ["seed"]
    assert details_asked("How much did accuracy vary across the three seeds?") == ["seed"]
    assert details_asked("How many seed prompts are there?") == []
    assert detail_missing("std of the 8B net gain across random seeds?", "advantages divided by std(r) + 1e-6")
    assert not detail_missing("How much did accuracy vary across the three seeds?", "averaged over 3 seeds")
    # whether the code is out: said with a link, "release", "open-source"; a license asked is the license
    assert details_asked("Is the training code going to be open-sourced, and where?") == ["release"]
    assert details_asked("Is there a GitHub repo?") == details_asked("Where can I download the weights?") == ["release"]
    assert details_asked("What license is the code released under?") == ["license"]
    assert detail_missing("Is the code open-sourced?", "We train with AdamW on eight A100 cards.")
    assert not detail_missing("Is the code open-sourced?", "Code is available at https://github.com/x/y.")
    assert not detail_missing("Will they release the weights?", "We release all checkpoints.")
    # where people were: a country, by name ("US" in capitals: "us" is a pronoun)
    countries = "Which countries were the annotation contractors based in?"
    assert details_asked(countries) == ["country"]
    assert detail_missing(countries, "Contractors were paid $16.50 per hour; this lets us audit them.")
    assert detail_missing(countries, "Contractors judged English and Chinese prompts.")  # languages, not countries
    for written in ["38 contractors in Kenya and the Philippines", "US-based annotators", "raters from the U.S. and UK",
                    "Kenyan contractors", "American and Canadian crowdworkers", "Filipino freelancers",
                    "recruited in the Czech Republic"]:  # fmt: skip
        assert not detail_missing(countries, written), written
    assert names_instance("hardware", "All runs use 32 NVIDIA H100 GPUs.") and not names_instance(
        "hardware", "9% fewer GPU-hours"
    )
    named = "we map it to the NanGate 45 nm open cell library with ABC"  # a name before the kind's word
    assert names_instance("framework", named) and names_instance("optimizer", "trained with the Quokka optimizer")
    assert names_instance("framework", "Our code uses PyTorch-Lite libraries.")
    for unnamed in [
        "onto a standard-cell library",
        "Our optimizer is simple.",
        "5.1 Implementation Details The optimizer settings are listed.",  # a heading
        "In Section 5 we ablate the optimizer.",  # a reference, then a clause
        "We train with GRPO. Appendix B lists the optimizer settings.",  # another sentence's name
        "The LLM library is open.",  # the field's word
    ]:
        assert not names_instance("framework", unnamed) and not names_instance("optimizer", unnamed), unnamed
    assert not names_instance("hardware", "We shard the model with FSDP across GPUs.")  # a list holds the hardware


SELF_CHECK = "A self-check prompt asks {model} whether the passages answer the question. It then declines or answers."


@pytest.mark.parametrize(("model", "declined"), [("a language model", True), ("a language model, Mistral-7B,", False)])
def test_which_model_declines_when_the_sentences_that_answer_name_none(
    ingestor: Ingestor, tmp_path: Path, model: str, declined: bool
) -> None:
    """Extractive answers: a paper about the self-check prompt that only ever writes "a language model"
    has no sentence to answer with; one that names the model does."""
    path = tmp_path / "gate.jsonl"
    abstract = SELF_CHECK.format(model=model)
    path.write_text(json.dumps({"title": "Gates for Declining Questions", "date": "2026-05-05", "abstract": abstract}))
    paper_id = ingestor.ingest([path]).files[0].added[0]
    assistant = Assistant(ingestor.settings, store=ingestor.store, embeddings=ingestor.embeddings)

    answer = assistant.ask("Which language model is asked the self-check prompt?", scope=Scope(paper_id=paper_id))

    assert answer.abstained is declined
    assert declined or "Mistral-7B" in answer.body


def test_a_question_asks_which_model_only_when_a_model_is_its_head() -> None:
    assert asks_which_model("Which embedding model computes the cosine similarity?")
    assert asks_which_model("What base LLM are the agents trained from?")
    assert asks_which_model("What is the base model?")
    assert asks_which_model("Which pretrained checkpoint is the policy initialized from?")  # a checkpoint is a model
    # one of the run's own, picked by its step ("step 250"; fresh17 da17-15 was declined in session 44)
    assert not asks_which_model("Trained for 300 RL steps, which checkpoint was actually kept for evaluation?")
    assert not asks_which_model("which checkpoints were kept?")
    assert asks_which_model("Which checkpoint was chosen to initialize the policy?")  # review: a model by name
    assert asks_which_model("Which base model do they start from, and is the final checkpoint released?")  # review
    assert asks_which_model("Which dense retriever / embedding model is used to pick the entries?")  # one of two
    assert not asks_which_model("What is the model size?")
    assert not asks_which_model("Which model families are compared?")  # families: named by "Pythia", not a model
    assert not asks_which_model("What does the model learn?")
    assert names_something_new("We compare against the Selector.", "Which model?")
    assert names_something_new("The draft is Qwen2.5-0.5B.", "Which draft model for Qwen2.5?")
    assert not names_something_new("Table 2 shows that a language model is asked.", "Which language model?")
    proper = proper_nouns(["We align Pythia and report thresholds.", "Existing gates help."])
    assert not names_something_new("It is a gate. Thresholds decline.", "Which model?", proper)  # an opener
    assert not names_something_new("Existing gates decide from similarity alone.", "Which model?", proper)
    assert names_something_new("Pythia is used as the base model.", "Which base model is used?", proper)
    assert not names_something_new("It uses a learning rate of 1e-6 on 48k problems and 8 GPUs.", "Which model?")
    assert not asks_which_model("Which model performs best?")  # "the full system ...": a description
    assert not asks_which_model("What type of model is the Selector?")
    assert not asks_which_model("What reward model is used?")  # "a rule-based reward model"
    assert not names_something_new("DeepSeek-R1 beats it.", "Which base model was DeepSeek-R1-Zero trained from?")
    assert names_something_new("We use DeepSeek-V3-Base.", "Which base model was DeepSeek-R1-Zero trained from?")
    assert not names_something_new("As shown, PaSa has two LLM agents.", "Which LLM are PaSa's agents trained from?")


def test_a_models_name_is_a_word_with_a_version_or_size_the_question_does_not_write() -> None:
    question = "Which pretrained checkpoint is the CORAL policy initialized from?"
    assert names_a_model("Our policy is initialized from Mistral-7B-v0.3 and fine-tuned.", question)
    assert names_a_model("Both agents start from Qwen2.5-7B.", question)
    assert not names_a_model("CORAL lowers the HarmBench attack success rate on a 7B model.", question)  # a size, a benchmark
    assert not names_a_model("It scores 78.1 on MATH-500 and AIME24.", question)  # benchmarks written in capitals
    assert names_a_model("Then we used GPT-4-0613 to judge the responses.", question)  # capitals with a second version part
    assert names_a_model("We compare with OPT-175B.", question)  # capitals with a size
    assert not names_a_model("We start from Qwen2.5-7B.", "Which draft model serves Qwen2.5-7B?")  # the question's own
    # a name in parts before its version or size (a code-review paper, fresh34 rv34-10, opened: "Kestrel-Coder-7B")
    assert names_a_model("The backbone is Kestrel-Coder-7B, an in-house code model.", question)
    assert names_a_model("We distil from DeepSeek-R1 into smaller students.", question)


def test_a_long_measure_may_leave_out_a_word_but_never_the_one_it_measures() -> None:
    """ "How much were the professional translators paid per hour?" measures pay: the translators are whose. A sentence
    on "error annotation by professional translators" and a "0-100 score" names two of its three words, not the pay."""
    question = "How much were the professional translators paid per hour for the ESA annotation?"
    protocol = _pdf_source(
        2, "Error annotation by professional translators assigns a 0-100 score to each segment.", "2 Background"
    )
    paid = _pdf_source(7, "Translators were paid 30 EUR per hour for the annotation.", "6 Human Evaluation")
    assert not abstention.gives_value(question, [protocol])
    assert abstention.gives_value(question, [protocol, paid])  # "professional" left out, "paid" kept


def test_a_symbol_asked_of_a_baseline_is_read_where_the_baseline_sets_it() -> None:
    """ "Which DPO beta did the multi-turn DPO baseline use?" names no measure but the symbol: the paper's own "KL
    coefficient beta = 0.02" (for its PPO runs) gives no value for the baseline."""
    question = "Which DPO beta (the preference temperature) did the multi-turn DPO baseline use?"
    own = _pdf_source(5, "We use a clip range epsilon = 0.2 and a KL coefficient beta = 0.02 for PPO.", "4 Setup")
    baseline = _pdf_source(5, "Multi-turn DPO: preference optimisation on 48,000 pairs of whole conversations.", "4.2 Baselines")
    assert not abstention.gives_value(question, [own, baseline])
    assert abstention.gives_value(question, [own, _pdf_source(6, "The DPO baseline uses beta = 0.1.", "4.2 Baselines")])


def test_a_title_word_leaves_a_measure_only_where_the_question_writes_it_as_a_name() -> None:
    """ "Reinforcement Learning" in the title does not make "learning rate" a measure of "rate" alone, which "higher
    repetition rates ... 32,768 tokens" would give (DeepSeek-R1, probe3, opened); "What Lookahead speedup ...?" asked
    of the Lookahead paper measures the speedup. A superlative qualifies a measure without naming it: "the best
    greedy accuracy" is given by "greedy decoding reaches 47.1% accuracy"."""
    paper = Paper("DeepSeek-R1: Incentivizing Reasoning Capability in LLMs via Reinforcement Learning")

    def source(text: str) -> Source:
        chunk = StoredChunk("c1", "p", "pdf", 1, text, page_start=12, section="3 Experiment")
        return Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), paper)

    repetition = source("We set the maximum generation length to 32,768 tokens. Greedy decoding gives higher repetition rates.")
    assert not abstention.gives_value("What learning rate did they use for GRPO when training R1-Zero?", [repetition])
    assert abstention.gives_value("What learning rate did they use?", [source("We train with a learning rate of 3e-6.")])
    lookahead = Source(
        1,
        replace(repetition.item, chunk=replace(repetition.item.chunk, text="Rollouts run 2.7x faster, a 2.7x speedup.")),
        Paper("Lookahead Rollouts"),
    )
    assert abstention.gives_value("What Lookahead speedup do they report?", [lookahead])
    greedy = source("With the PRM as a per-step reward, greedy decoding reaches 47.1% accuracy before it degrades.")
    assert abstention.gives_value("What is the best greedy accuracy the policy reaches?", [greedy])


def test_an_objective_s_symbol_set_at_the_end_of_its_sentence_is_the_objective_s() -> None:
    """ "... clip(w, 1 − ε, 1 + ε) ..., where w is the ratio and ε = 0.2" sets the clip range at its end, far from the
    clip: it gives no value for Adam's epsilon (Pith, fresh35 pc35-02, opened: it was answered with it). A sentence
    that names the optimizer still needs every ε beside the objective."""
    surrogate = _pdf_source(
        1,
        "The policy maximises J(θ) = E[ min(w · A, clip(w, 1 − ε, 1 + ε) · A) ] − β · KL(π_θ || π_ref), where w is the "
        "token-level importance ratio, o_i the i-th program and ε = 0.2.",
        "3 Method",
    )
    assert not abstention.gives_value("adam epsilon for the RL optimiser?", [surrogate])
    both = _pdf_source(2, "We clip at 1 ± ε with a clip range of 0.2 and use AdamW, whose ε = 1e-8.", "4 Setup")
    assert abstention.gives_value("adam epsilon for the RL optimiser?", [both])


def test_a_length_an_average_and_device_time_are_read_as_papers_write_them() -> None:
    """ "max length of a note?" is "a note of at most 24 tokens", "avg score?" a row's "Avg 64.9", "total compute in
    H100-hours?" "9,800 H100-hours" (Pith, fresh35 pc35-17, -15, -23, opened: all three were declined)."""
    note = _pdf_source(1, "N <text>: a note of at most 24 tokens in the compressor's own words.", "3 Method")
    assert abstention.gives_value("what's the max length of a single note op in the compression program", [note])
    prompts = _pdf_source(1, "Prompts are capped at 1,024 tokens.", "4 Setup")  # what is long must still be named
    assert not abstention.gives_value("What maximum response length does the policy use?", [prompts])
    row = _pdf_source(1, "Table 5 (Ablations), Compressor TALON-0.5B: Avg 64.9; Ratio 4.8x; Flip % 11.5.", "")
    assert abstention.gives_value("What avg score does the 0.5B compressor get?", [row])
    assert not abstention.gives_value("What MMLU score does the 0.5B compressor get?", [row])  # a score alone is no average
    total = "Including the oracle, warm start and all ablations, the experiments used about 9,800 {unit}."
    for question, unit in [
        ("Total compute budget for everything in the paper in H100-hours?", "H100-hours"),
        ("How many GPU days in total?", "GPU days"),
    ]:
        assert abstention.gives_value(question, [_pdf_source(1, total.format(unit=unit), "4")]), question
    assert not abstention.gives_value(
        "Total compute budget in H100-hours?", [_pdf_source(1, "The experiments use 9,800 prompts in all.", "4")]
    )


def test_a_variant_s_mark_may_hold_a_decimal() -> None:
    """ "Pith-α0.8" is another variant than "Pith-α0.3", "Qwen2.5-1.5B" than "Qwen2.5-1B": the mark runs past its
    point (Pith, fresh35 pc35-12, opened: the α0.3 row answered the α0.8 variant's retention). "Which dense retriever
    ...?" asks for a model by name."""
    from assistant.answer_types import named_variants

    assert named_variants("What does Qwen2.5-1.5B score?") == [("Qwen2.5", "1.5B")]
    assert named_variants("the higher-ratio TALON-α0.8 variant") == [("TALON", "α0.8")]
    asked = "When transferred to Wren-8B-Instruct, what retention does the higher-ratio TALON-α0.8 variant reach?"
    other = "Table 3 (Transfer to readers not used in training), Wren-8B-Instruct: TALON-α0.3 56.0; Retention 96.4%."
    assert other_variant(asked)(other) and not other_variant(asked)(other.replace("α0.3", "α0.8"))
    assert asks_which_model("Which dense retriever was used to get the top-20 passages for HopBench?")


def test_a_compute_budget_is_given_in_device_time_or_flops() -> None:
    """ "total GPU budget for the whole project?" is "used about 14,900 H100 GPU-hours" (Tabula, fresh31 sh31-21,
    opened: it was declined for want of the word "budget"); a count of prompts gives none, and "how much compute does
    the verifier save?" asks no unit."""
    question = "total GPU budget for the whole project including ablations and failed runs?"
    used = "The experiments in this paper, including ablations and discarded runs, used about 14,900 H100 GPU-hours."
    assert abstention.gives_value(question, [_pdf_source(1, used, "10 Ethics")])
    assert not abstention.gives_value(question, [_pdf_source(1, "The project collected about 14,900 prompts in all.", "3")])
    flops = "Training used 3.0 × 10^21 FLOPs in total."
    assert abstention.gives_value("How much compute was used for training in total?", [_pdf_source(1, flops, "4")])
    assert unit_asked("how much compute does the verifier save?") is None
    # what one run costs, in time on the devices it runs on (ASRFix, fresh36 as36-17, opened: it was declined)
    cost = "roughly how much compute does one 8B RL training run cost?"
    assert abstention.gives_value(cost, [_pdf_source(1, "An 8B run takes about 26 hours on 16 H100 80GB GPUs.", "5")])
    assert not abstention.gives_value(cost, [_pdf_source(1, "An 8B run takes 400 steps of 256 prompts.", "5")])


def test_whose_measure_a_prefix_says_may_be_named_in_the_passage() -> None:
    """ "What was the inter-annotator agreement on that?" is given by "Fleiss' kappa for the utterance-level judgement
    was 0.71" in a passage about the annotators (ASRFix, fresh36 as36-14, opened: it was declined); a passage that
    names no annotators gives none."""
    question = "The human raters judged whether outputs had content nobody said. What was the inter-annotator agreement on that?"
    said = "Each output was rated by three of eleven trained annotators. Fleiss' kappa for the judgement was 0.71."
    assert abstention.gives_value(question, [_pdf_source(1, said, "Appendix G")])
    alone = "The reward model and the human judgement agree well: Cohen's kappa between them was 0.71."
    assert not abstention.gives_value(question, [_pdf_source(1, alone, "5 Results")])
    fits = extractive._fits(question, None)
    assert fits("Fleiss' kappa for the utterance-level judgement was 0.71.") == 1.0


def test_a_value_at_another_level_of_a_condition_is_not_the_one_asked() -> None:
    """ "What WER ... on babble noise at 5 dB SNR?" is not given by a table "at 0 dB SNR by noise type" (ASRFix,
    fresh36 as36-18, opened: it was answered with the 0 dB row); a text that writes the level asked, or no level, may;
    a level the set-up writes is no condition of the question."""
    question = "Appendix E splits the noise results by noise type at 0 dB. What WER does TALON get on babble noise at 5 dB SNR?"
    zero = _pdf_source(1, "Table A4 (StreetNoise-Mix at 0 dB SNR by noise type), Babble: 1-best WER 45.1; TALON WER 41.9.", "")
    assert not abstention.gives_value(question, [zero])
    five = _pdf_source(2, "On babble noise, TALON's WER is 30.1 at 5 dB SNR and 41.9 at 0 dB.", "Appendix E")
    assert abstention.gives_value(question, [zero, five])
    alone = _pdf_source(4, "On babble noise, TALON's WER is 30.1 at 5 dB SNR.", "Appendix E")  # the set-up's 0 dB unsaid
    assert abstention.gives_value(question, [alone])
    assert abstention.gives_value(question, [_pdf_source(3, "On babble noise, TALON's WER is 30.1.", "Appendix E")])


def test_a_value_at_a_fixed_setting_is_given_where_the_setting_is_written() -> None:
    """ "KL penalty ablation β = 0.01: what was the accuracy on LongOR-300?", of a paper whose main run uses β = 0.001,
    is not given by the main run's accuracy nor by a sentence of the ablations that never writes 0.01 (OptForm-RL,
    fresh37 of37-24, opened: answered with the ablations' general remarks); a row or a sentence that writes the value
    beside the setting does, however it is written. A setting the paper writes at the asked value only is its own run's
    (review: "with 8 H100 GPUs" fixes nothing to repeat), and "best-of-8" is no −8 (review)."""
    paper = "We use a KL penalty of β = 0.001 in the main run. The ablation sets β = 0.01."
    question = "KL penalty ablation β = 0.01: what was the accuracy on LongOR-300?"
    general = _pdf_source(1, "Accuracy on LongOR-300 is a concave function of λ, with a broad maximum of 41.9 at 0.3.", "6")
    assert not abstention.gives_value(question, [general], paper)
    other = _pdf_source(1, "With β = 0.001, accuracy on LongOR-300 is 41.9.", "5")
    assert not abstention.gives_value(question, [other], paper)
    row = _pdf_source(
        2, "Table 5 (Accuracy of ablations at 7B), KL penalty, β = 0.010: LongOR-300 40.2; PlantFloor-220 42.1.", ""
    )
    assert abstention.gives_value(question, [general, row], paper)
    spelled = _pdf_source(3, "With a KL penalty of beta = 1e−2, accuracy on LongOR-300 is 40.2.", "6 Ablations")
    assert abstention.gives_value(question, [spelled], paper)
    assert abstention.gives_value("What was the accuracy on LongOR-300?", [general], paper)
    gpus = "We train on 8 H100 GPUs for 3 days. The global batch size is 256 prompts."
    assert abstention.gives_value(
        "What batch size do they use when training with 8 H100 GPUs?", [_pdf_source(1, gpus, "4")], gpus
    )
    best = "TALON reaches a best-of-8 accuracy of 61.2% with N = 8 samples; N = 4 gives 55.0%."
    assert abstention.gives_value(
        "With N = 8 samples, what best-of-N accuracy does TALON reach?", [_pdf_source(1, best, "5")], best
    )
    # a symbol with a subscript is one setting: "λ_u = 0.5" sets λ_u, not λ_r (a de-identification paper, fresh39,
    # opened in session 45: "at λ_u = 0.25" was answered with the main run's recall, "λ_u" read as "λ" and "_u")
    weights = "The reward weights are λ_r = 1, λ_u = 0.5 and λ_o = 1.5. A coarser sweep of λ_u over {0, 0.25, 0.5, 1.0}."
    recall = _pdf_source(1, "The 3B policy's recall (97.6%) was above that of every baseline.", "5")
    assert not abstention.gives_value("In the λ_u sweep, what recall did the 3B policy get at λ_u = 0.25?", [recall], weights)
    swept = _pdf_source(2, "At λ_u = 0.25 the 3B policy's recall was 97.9%.", "6")
    assert abstention.gives_value("In the λ_u sweep, what recall did the 3B policy get at λ_u = 0.25?", [swept], weights)


def test_review_session_42_the_new_readings_stay_narrow() -> None:
    """Review probes of this session's rules. A bound is no average nor any qualifier ("max length" is a cap, "the
    average score" is no "On average, ..."); device time is a unit only where it is what is asked; a sentence that
    sets two ε keeps Adam's; "correct" names an accuracy only beside a share; "Gemini-2.0" is "Gemini-2"."""
    capped = _pdf_source(1, "Responses are truncated at 8,192 new tokens.", "4 Setup")
    assert not abstention.gives_value("What is the avg length of a response?", [capped])
    mean = _pdf_source(1, "The mean response length is 1,250 tokens.", "5 Results")
    assert not abstention.gives_value("What is the maximum length of a response?", [mean])
    calls = _pdf_source(1, "On average, TALON uses 3.1 tool calls per episode.", "5 Results")
    assert not abstention.gives_value("What is the average score of TALON on the three benchmarks?", [calls])
    cut = _pdf_source(1, "TALON cuts training cost by 38% relative to GRPO.", "5 Results")
    assert abstention.gives_value("By what percentage does TALON reduce GPU-hours compared with GRPO?", [cut])
    both = _pdf_source(
        1,
        "We use a learning rate of 1e-6 with ε = 1e-8 and weight decay 0.01, and a clipping range ε = 0.2 for the ratio.",
        "4 Setup",
    )
    assert abstention.gives_value("What epsilon is used for the AdamW optimizer?", [both])
    reward = _pdf_source(1, "TALON receives a reward of 1.0 for a correct answer on AIME 2024 problems.", "3 Method")
    assert not abstention.gives_value("What is TALON's accuracy on AIME 2024?", [reward])
    # a measure of three words reads the share correct the same way (read-through: only two-word measures did)
    share = _pdf_source(1, "The identifier was correct for 92.4% of the held-out sentences.", "5")
    assert abstention.gives_value("What held-out test accuracy does the identifier reach on Yoruba?", [share])
    assert not other_variant("What accuracy does Gemini-2.0 reach on GSM8K?")("Gemini-2 reaches 86.7% on GSM8K.")
    assert variant_missing("How does Qwen2.5-0.5B do on MATH-500?", "We use Qwen2.5-Math-1.5B and Qwen2.5-7B.")


def test_review_session_42_second_probe_of_levels_prefixes_compute_and_bounds() -> None:
    """Second review of this session's rules: a list of levels parses and may hold the one asked ("2.5,5.0,7.5 dB"
    raised, "at 5 and 10 dB" was declined); only "inter-"/"intra-" name whose a measure is, and agreement with
    something else is no inter-annotator agreement; compute as a condition asks no unit, and devices before their time
    give it; "at most 10 turns" says a max."""
    question = "What WER does TALON get on babble noise at 5 dB SNR?"
    listed = _pdf_source(1, "At SNRs of 2.5,5.0,7.5 dB the model reaches 9.4% WER on babble noise.", "5")
    assert abstention.gives_value(question, [listed])
    both = _pdf_source(1, "On babble noise TALON's WER is 30.1 at 5 and 10 dB, and 41.9 at 0 dB.", "5")
    assert abstention.gives_value(question, [both])
    sft = _pdf_source(
        1, "We fine-tune Llama-3-8B, whose pre-training is described in its report. Our SFT set has 1.2B tokens.", "4"
    )
    assert not abstention.gives_value("How many pre-training tokens were used?", [sft])
    judge = "Three annotators labelled each pair. Agreement between GPT-4o and the majority label was 0.62."
    agreement = "What was the inter-annotator agreement for the helpfulness labels?"
    assert not abstention.gives_value(agreement, [_pdf_source(1, judge, "5")])
    same = _pdf_source(1, "Under the same compute budget as GRPO, TALON reaches 64.2% accuracy on MATH-500.", "5")
    assert abstention.gives_value("What accuracy does TALON reach under the same compute budget as GRPO?", [same])
    devices = _pdf_source(1, "Training ran on 8×H100 for 3 days.", "4 Setup")
    assert abstention.gives_value("What is the total GPU budget?", [devices])
    turns = _pdf_source(1, "An episode ends after at most 10 turns.", "3 Method")
    assert abstention.gives_value("How many max turns does an episode allow?", [turns])


def test_model_sizes_are_no_value_unless_a_size_is_asked() -> None:
    """A sentence that names the measure and only the models' sizes gives no value, in a list of sizes too ("the 14B
    and 32B policies"): it neither leads an answer nor lets one through the abstention check; asked for a size, it
    may."""
    sized = "The 14B and 32B policies use LoRA adapters, whose rank we keep on all projections."
    assert extractive._fits("What LoRA rank is used?", None)(sized) == 0.0
    assert not abstention.gives_value("What LoRA rank is used?", [_pdf_source(1, sized, "4 Setup")])
    assert abstention.gives_value("How big are the policies that use LoRA rank adapters?", [_pdf_source(1, sized, "4 Setup")])


def test_a_schedule_asked_by_its_measure_s_name_asks_no_value_of_that_measure() -> None:
    """ "warmup steps and LR schedule for the 7B RL run?" asks for warmup steps and a schedule, not a learning rate
    (OptForm-RL, fresh37 of37-16, opened: the learning rate was quoted for a paper that gives neither); "LR schedule?"
    alone asks for no value."""
    question = "warmup steps and learning rate schedule for the 7B RL run?"  # "LR" as answering reads it
    rate = _pdf_source(1, "For the 7B policy we use a learning rate of 1e-6 with AdamW for 400 steps.", "5 Setup")
    assert not abstention.gives_value(question, [rate])
    warmup = _pdf_source(2, "We use 50 warmup steps, then decay the learning rate with a cosine schedule.", "5 Setup")
    assert abstention.gives_value(question, [rate, warmup])
    assert not asks_for_value("LR schedule?") and asks_for_value("learning rate for the 7B run?")


def test_review_session_43_the_new_readings_stay_narrow() -> None:
    """Review probes of this session's rules: a setting is a condition only where the paper varies it, read beside its
    name ("for 3 days" sets no GPU count; "1e−6" is 1e-6); a set-up's explicit setting still counts; "Unlike GRPO, the
    solver ..." and "The solver is GPU-accelerated" name no solver; "web tasks in WebArena" is all of WebArena, "math
    problems in training" no part; "learning rate schedule and batch size" still asks a batch size; LoRA's rank is
    written "r = 64"; a list of sizes with a slash is model sizes too."""
    run = "We use a KL coefficient of β = 0.001. The ablation with β = 0.01 is in Table 5."
    main = _pdf_source(1, "TALON reaches 51.3% on MATH-500 (main run, β = 0.001).", "5")
    assert not abstention.gives_value(
        "We look at the KL ablation with β = 0.01. What accuracy does TALON reach on MATH-500?", [main], run
    )
    lr = "We train on 8 H100 GPUs for 3 days with a learning rate of 1e−6."
    assert abstention.gives_value("What learning rate do they use with 8 H100 GPUs?", [_pdf_source(1, lr, "4")], lr)
    assert not names_beside({"solver"}, "Unlike GRPO, the solver-based reward is exact.")
    assert not names_beside({"solver"}, "The solver is GPU-accelerated.")
    assert names_beside({"simulator"}, "We use Tessera, a fast simulator.")
    assert not extractive._which_heads("Which benchmark does TALON improve the most on?")
    assert extractive._which_heads("Which simulator do they run the training in?") == {"simulator"}
    assert not names_instance("optimizer", "With FSDP, the optimizer states are sharded across GPUs.")
    web = _pdf_source(1, "TALON reaches a 41.2% success rate on WebArena.", "5")
    assert abstention.gives_value("What success rate does TALON reach on web tasks in WebArena?", [web])
    capped = _pdf_source(1, "The maximum response length is 8,192 tokens during training.", "4")
    assert abstention.gives_value("What max response length do they use for math problems in training?", [capped])
    assert asks_for_value("learning rate schedule and batch size for the 7B run?")
    assert not asks_for_value("What learning rate schedule is used?") and not asks_for_value("rank-based advantage used?")
    lora = _pdf_source(1, "We fine-tune the 32B policy with LoRA (r = 64, α = 128).", "4")
    assert abstention.gives_value("What LoRA rank is used?", [lora])
    assert abstention.gives_value("What LoRA rank is used?", [_pdf_source(1, "Table A1 (Training settings), LoRA r: 64.", "")])
    sized = _pdf_source(1, "The 1.5B/7B models use LoRA adapters, whose rank we keep on all projections.", "4")
    assert not abstention.gives_value("What LoRA rank is used?", [sized])


def test_a_row_whose_cell_asked_is_blank_gives_no_value() -> None:
    """ "What human hallucination rate (HHR) did the 8-best editor get?" is not given by its row "... WER (%) 8.3; HHR
    (%) n/a" (ASRFix, fresh36 as36-09, opened: the row's WER passed for the rate); a row with a number there gives it."""
    question = "What human hallucination rate (HHR) did the 8-best TALON editor get?"

    def _row(n: int, text: str) -> Source:
        return Source(n, Retrieved(StoredChunk(f"t{n}", "p", "table", 7, text, page_start=7), 0.9, 0.9, np.zeros(4)), Paper("T"))

    blank = _row(1, "Table 2 (PolyAccent-EN test), TALON, 8-best input: WER (%) 8.3; UIR 0.6; HHR (%) n/a.")
    assert not abstention.gives_value(question, [blank])
    dash = _row(1, "Table 2 (PolyAccent-EN test), TALON, 8-best input: WER (%) 8.3; HHR (%) —; UIR 0.6.")
    assert not abstention.gives_value(question, [dash])
    given = _row(2, "Table 2 (PolyAccent-EN test), TALON, 8-best input: WER (%) 8.3; UIR 0.6; HHR (%) 0.7.")
    assert abstention.gives_value(question, [blank, given])


def test_a_row_with_units_in_its_headers_holds_its_label_s_values_under_its_columns() -> None:
    """A row whose headers carry a unit ("WER (%) 8.3") is read as a table's row like one without: "WER on ClearSpeech
    for TALON?" is not given by a row of the PolyAccent-EN table."""
    chunk = StoredChunk("t1", "p", "table", 7, "Table 2 (PolyAccent-EN test), TALON: WER (%) 8.3; UIR 0.6.", page_start=7)
    row = Source(1, Retrieved(chunk, 0.9, 0.9, np.zeros(4)), Paper("T"))
    assert not abstention.gives_value("What WER does TALON reach on ClearSpeech?", [row])
    assert abstention.gives_value("What WER does TALON reach on PolyAccent-EN?", [row])


def test_review_session_43_second_probe_of_settings_names_and_schedules() -> None:
    """Second review: a paper that sets one setting and another of a similar name ("a batch size of 256") or an Adam
    β1 does not vary the setting asked; an answer may write the asked value its own way ("a 0.01 KL penalty"); a name
    after a sentence's opening word ("Using PPO, the ...") or one the question writes is none beside the thing, but
    "computed by Gurobi, a commercial solver" is; "for the largest model" asks no stand-out; "batch size and
    temperature schedule" still asks a batch size; "rank normalization" asks no value; Pearson's r is no rank."""
    answer = _pdf_source(1, "TALON reaches 51.3% accuracy on MATH-500.", "5")
    group = "We sample a group size of 16 responses and a batch size of 256 prompts."
    assert abstention.gives_value("With a group size of 16, what accuracy does TALON reach on MATH-500?", [answer], group)
    adam = "We use AdamW (β1 = 0.9, β2 = 0.999) and a KL coefficient β = 0.04."
    assert abstention.gives_value("With β = 0.04, what accuracy does TALON reach on MATH-500?", [answer], adam)
    varied = "The main run uses β = 0.001; the ablation uses β = 0.01."
    own_way = _pdf_source(2, "With a 0.01 KL penalty (β), TALON reaches 49.8% accuracy on MATH-500.", "6")
    assert abstention.gives_value("With β = 0.01, what accuracy does TALON reach on MATH-500?", [own_way], varied)
    assert not abstention.gives_value("With β = 0.01, what accuracy does TALON reach on MATH-500?", [answer], varied)
    assert not names_beside({"solver"}, "Using PPO, the solver converges quickly.")
    assert names_beside({"solver"}, "Rewards are computed by Gurobi, a commercial solver.")
    assert not names_beside({"solver"}, "The MILP solver returns the objective value.", "Which MILP solver do they use?")
    assert names_beside({"judge"}, "The judge is GPT-4o-mini.")
    assert extractive._which_heads("Which solver do they use for the largest model?") == {"solver"}
    assert asks_for_value("What batch size and temperature schedule do they use?")
    assert not asks_for_value("What rank normalization do they use?")
    assert not abstention.gives_value("What LoRA rank is used?", [_pdf_source(1, "LoRA helps; Pearson r = 0.71.", "5")])
