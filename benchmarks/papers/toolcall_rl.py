"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 32): reinforcement learning of an LLM for multi-step function calling against JSON API schemas with verifiable execution-state rewards; every sentence, model, dataset and number is invented. Its questions are in benchmarks/questions/answers_fresh19_questions.jsonl."""

from benchmarks.generated_papers import Bullets, FigureBlock, GeneratedPaper, Heading, Para, References, TableBlock

PAPER = GeneratedPaper(
    file="toolcall_rl.pdf",
    title="STaRCall: Reinforcement Learning from Verifiable Execution States for Multi-Step Function Calling",
    short_title="STaRCall: RL from Verifiable Execution States for Function Calling",
    authors="Tamsin Achterberg (1), Rohan Mehrotra (1), Ye-jin Baek (2), Duarte Figueira (2), Linnea Sjostrom (1)",
    affiliations="(1) School of Informatics, Kestrel Bay University   (2) Orrery Labs",
    stamp="arXiv:2507.18842v1  [cs.CL]  24 Jul 2025",
    abstract=(
        "Language models that operate software through function calls are usually trained by imitation: a stronger model "
        "writes tool-use traces and a smaller one is fine-tuned on them. Imitation rewards the surface form of a call "
        "sequence rather than its effect, and it teaches little about recovering from errors. We present STaRCall "
        "(State-Targeted Reinforcement for function Calling), which trains a policy with reinforcement learning inside "
        "ToolSim, a simulated environment of 41 stateful services and 587 functions described by JSON Schemas. After each "
        "episode we compare the final database state of the simulator with a set of goal predicates; the reward combines "
        "the share of satisfied predicates, a bonus for an exact state match, and penalties for schema-invalid calls, "
        "execution errors and unintended writes. Trained from Qwen2.5-7B-Instruct, STaRCall raises task success on "
        "held-in services from 31.6% to 66.3% and on 11 held-out services from 28.9% to 59.8%, exceeding fine-tuning on "
        "31,760 filtered synthetic traces by 12.1 and 18.1 points and outperforming prompted Qwen2.5-72B-Instruct on all "
        "three test sets. The share of invalid calls falls from 11.8% to 1.2%. We find that rewarding the state rather "
        "than the call sequence is the single most important design choice, and that starting RL from the fine-tuned "
        "model helps on seen services but not on unseen ones."
    ),
    pages=(
        # ---------------------------------------------------------------- page 1
        (
            Heading("1 Introduction"),
            Para(
                "Function calling turns a language model into an agent that can act on external systems: it reads the "
                "JSON Schema of an API, emits a structured call, observes the response and decides what to do next. "
                "Single calls are now handled well by most instruction-tuned models. Real requests, however, rarely map "
                "to a single call. Rescheduling a meeting requires looking up the event, checking the attendees' "
                "availability, updating the event and notifying the participants, and each step depends on identifiers "
                "returned by the previous one. In such multi-step settings, small open models still fail on a large "
                "fraction of tasks, and the failures are of a mundane kind: a required argument is left out, an "
                "identifier is invented rather than looked up, or a record that should have been left alone is overwritten."
            ),
            Para(
                "The dominant recipe for improving small models is supervised fine-tuning (SFT) on synthetic traces. A "
                "larger model is prompted to solve generated tasks, its trajectories are filtered, and a smaller model "
                "imitates them (Liu et al., 2024a; Qin et al., 2024). This recipe has two weaknesses. First, the training "
                "signal is the exact token sequence of the teacher's calls, although many different call sequences lead "
                "to the same correct outcome, and some sequences that look right do not. Second, filtered traces are "
                "almost always clean: they rarely contain an error followed by a recovery, so the student never learns "
                "what to do when the API returns a 404."
            ),
            Para(
                "Reinforcement learning avoids both problems in principle, since it optimizes the outcome of the "
                "policy's own behavior, including behavior after its own mistakes. It requires, however, an "
                "environment in which thousands of episodes can be run cheaply and scored reliably. Real APIs are slow, "
                "rate-limited and irreversible, and scoring a trajectory with another language model as a judge "
                "invites the policy to please the judge rather than to complete the task."
            ),
        ),
        # ---------------------------------------------------------------- page 2
        (
            Para(
                "Function calling has a property that makes reinforcement learning (RL) unusually attractive: its "
                "outcome can be checked mechanically. If the API is backed by a simulator with an explicit state, "
                "whether a task succeeded is a question about that state, not about the text the model produced. "
                "Checking the state is cheap, deterministic and hard to game, provided that the check also looks for "
                "changes the task did not ask for. This is the same kind of verifiable reward that has driven recent "
                "progress in mathematical reasoning (Shao et al., 2024; Guo et al., 2025), but with a multi-turn "
                "interaction in place of a single response."
            ),
            Para(
                "In this paper we build such an environment and study what it takes to train a policy in it. ToolSim "
                "hosts 41 services in nine domains, from calendars and banking to smart-home control. Each service is "
                "a small Python program over a relational state, and each of its 587 functions is exposed to the model "
                "only through a JSON Schema, as a production API would be. Tasks are generated together with goal "
                "predicates over the state, so every episode can be scored without a reference trajectory. On top of "
                "ToolSim we train STaRCall, a group-relative policy-gradient method whose reward is computed from the "
                "final execution state."
            ),
            Para(
                "Two design decisions matter most. First, success is defined by the state, not by the calls: any "
                "sequence that produces the goal state without touching anything else is correct, which leaves the "
                "policy free to find its own strategy. Second, the reward also measures what should not have happened. "
                "Schema-invalid calls, calls rejected by the simulator and writes outside the records a task concerns "
                "are penalized separately, because a policy rewarded for the goal alone quickly learns shortcuts, "
                "such as bulk updates, that reach the goal while damaging the rest of the state."
            ),
            Para("Our contributions are the following."),
            Bullets(
                (
                    "ToolSim, a simulated API environment with verifiable execution states: 41 services, 587 "
                    "JSON-Schema functions, 21,100 synthesized tasks on 30 training services and 900 tasks on 11 "
                    "held-out services, each with goal predicates and an allowed write set.",
                    "STaRCall, a multi-turn RL recipe whose reward scores the final state (partial credit plus an "
                    "exact-match bonus) and penalises schema-invalid calls, execution errors and collateral writes, "
                    "with every coefficient given in Section 3.3.",
                    "A controlled comparison, at three model sizes and two model families, with SFT on filtered "
                    "synthetic traces, with RL on a call-matching reward, and with prompted models of 70B parameters "
                    "and more.",
                    "Ablations of each reward term and an error analysis showing where the gains come from: fewer "
                    "malformed calls, fewer unintended writes and more recovery after failed calls, but little change "
                    "in choosing the right argument values.",
                )
            ),
            Para(
                "We find that a 7B policy trained with STaRCall outperforms prompted Qwen2.5-72B-Instruct on held-in "
                "services, on held-out services and on the external ChainCall-500 benchmark. Replacing the state "
                "reward by a reward that compares the policy's calls with a reference sequence loses most of the "
                "benefit, especially on held-out services. We release ToolSim, the task generator and our training "
                "code; model checkpoints will follow after an internal review."
            ),
            Para(
                "The paper is organized as follows. Section 2 reviews related work, Section 3 describes ToolSim and the "
                "reward, Section 4 the experimental setup, and Sections 5 to 7 the results, ablations and analysis."
            ),
        ),
        # ---------------------------------------------------------------- page 3
        (
            Heading("2 Related Work"),
            Para(
                "Tool use and function calling. Toolformer (Schick et al., 2023) showed that a model can learn when to "
                "call simple tools from self-generated annotations. Gorilla (Patil et al., 2023) fine-tuned a model on "
                "API documentation to reduce hallucinated calls, and ToolLLM (Qin et al., 2024) collected more than "
                "16,000 real REST APIs and trained on traces produced by a stronger model through depth-first search. "
                "Later work has focused on the quality of synthetic data: APIGen (Liu et al., 2024a) verifies generated "
                "calls in three stages before keeping them, and ToolACE (Liu et al., 2024b) synthesizes a large pool of "
                "APIs and dialogues. All of these methods train by imitation. We use the same kind of data as a "
                "baseline and as an initialization, but our main signal is the outcome of execution."
            ),
            Para(
                "Benchmarks with executable state. Evaluating tool use by comparing call sequences with a reference is "
                "brittle, and several benchmarks instead execute the calls. API-Bank (Li et al., 2023) provides "
                "runnable APIs with a database, tau-bench (Yao et al., 2024) simulates a user and checks the final "
                "database of retail and airline domains, and AppWorld (Trivedi et al., 2024) offers nine apps with "
                "state-based unit tests. The Berkeley Function Calling Leaderboard (Yan et al., 2024) evaluates "
                "single and parallel calls with AST matching and execution. StableToolBench (Guo et al., 2024) "
                "replaces unstable real APIs with a cached and simulated server. ToolSim borrows the idea of state-based "
                "checking from these benchmarks and turns it into a training environment, with enough generated tasks "
                "to run RL and an explicit allowed write set per task to detect side effects."
            ),
            Para(
                "ToolSandbox (Lu et al., 2024) is closest to our environment in spirit: its tools share a mutable world "
                "state, and milestones over that state define success. It is intended for evaluation and contains a few "
                "hundred scenarios; ToolSim is designed to be generated at the scale of tens of thousands of tasks and "
                "to be reset and executed in parallel inside an RL loop."
            ),
            Para(
                "Reinforcement learning for language agents. Proximal policy optimization (Schulman et al., 2017) "
                "remains the default algorithm for RL from human feedback (Ouyang et al., 2022), while group-relative "
                "variants such as GRPO (Shao et al., 2024) drop the value network and normalize rewards within a group "
                "of samples for the same prompt. DeepSeek-R1 (Guo et al., 2025) showed that rule-based rewards alone "
                "can elicit long reasoning. For multi-turn agents, ArCHer (Zhou et al., 2024) uses a hierarchical "
                "critic, and RLEF (Gehring et al., 2024) trains code models with feedback from executing their "
                "programs. Concurrent work applies RL to tool calling with rewards that compare predicted and "
                "reference calls by name and arguments (Qian et al., 2025; Zhang et al., 2025). Our call-match baseline "
                "follows this design; we show that scoring the resulting state instead is considerably better."
            ),
            Para(
                "Online RL has also been applied to web agents, where WebRL (Qi et al., 2025) generates new tasks from "
                "the agent's failures and trains an outcome reward model to score them. In ToolSim the outcome is "
                "checked by the simulator itself, so no learned reward model is needed."
            ),
            Para(
                "Self-training with filtered samples. Keeping only the model's own successful samples and fine-tuning "
                "on them, as in STaR (Zelikman et al., 2022) and rejection-sampling fine-tuning (Yuan et al., 2023), "
                "sits between imitation and RL. Our SFT baseline is of this kind, with a stronger model as the "
                "sampler; like all filtering approaches, it discards the information contained in failed attempts."
            ),
            Para(
                "Side effects and safe exploration. Penalizing changes that a task did not require is related to "
                "impact regularization in RL (Krakovna et al., 2019). In our setting the notion of impact is concrete: "
                "a write to a database record outside the task's allowed write set."
            ),
        ),
        # ---------------------------------------------------------------- page 4
        (
            Heading("3 Method"),
            Heading("3.1 The ToolSim environment"),
            Para(
                "A ToolSim service is a Python class that owns a set of relational tables and exposes functions that "
                "read or modify them. The model never sees the implementation. For each function it is given a name, a "
                "one-sentence description and a JSON Schema for the arguments, following the OpenAI function-calling "
                "format. On average a function has 3.8 parameters, of which 2.1 are required; 29% of functions take a "
                "nested object and 41% have at least one enum-constrained field. Responses are JSON objects with an "
                "HTTP-like status code (200, 400, 404, 409 or 422) and a body. Functions that depend on time read a "
                "frozen simulator clock set to 2024-06-03T09:00, so every episode is deterministic given the initial "
                "state."
            ),
            Para(
                "The 41 services cover nine domains: calendar and scheduling, banking and payments, e-commerce, "
                "travel, messaging, file storage, customer relationship management (CRM), human resources and smart "
                "home. We hold out 11 services, at least one per domain, for out-of-distribution evaluation; none of "
                "their functions or schemas appears during training. A held-out service may resemble a training "
                "service of the same domain, but its function names, argument structures and error conventions "
                "differ. Table 1 summarizes the environment."
            ),
            TableBlock(
                "Table 1: ToolSim and the external benchmark. Calls: mean number of calls in the reference program; "
                "Pred.: mean number of goal predicates per task. ChainCall-500 tasks were re-hosted in our simulator; "
                "7 of its original 507 tasks were dropped because their checkers depended on the wall-clock time.",
                (
                    ("Split", "Services", "Functions", "Tasks", "Calls", "Pred.", "Answer tasks"),
                    ("Train", "30", "431", "18,400", "4.1", "3.2", "17%"),
                    ("Validation", "30", "431", "1,200", "4.1", "3.2", "17%"),
                    ("ToolSim-ID (test)", "30", "431", "1,500", "4.2", "3.3", "18%"),
                    ("ToolSim-OOD (test)", "11", "156", "900", "4.4", "3.5", "16%"),
                    ("ChainCall-500", "23", "208", "500", "5.3", "3.9", "22%"),
                ),
            ),
            Heading("3.2 Task synthesis"),
            Para(
                "Tasks are generated backwards from their effect. For a sampled initial state, a program sampler "
                "draws a short sequence of function calls whose arguments depend on earlier outputs, executes it, and "
                "records the resulting change of state. From this change we derive goal predicates, typed assertions "
                "such as orders[id=1142].status == 'shipped' or the existence of a calendar event with a given title "
                "and start time, together with the task's allowed write set: the records that the program wrote, plus "
                "log records that the services create automatically. Qwen2.5-72B-Instruct then writes a natural-language "
                "instruction that describes the goal without naming functions. About one task in six also asks for a "
                "piece of information, such as a balance or a confirmation code; the expected answer is checked as an "
                "extra predicate by normalized exact match."
            ),
            Para(
                "A task is kept only if its reference program reaches the goal, the goal is not already satisfied in "
                "the initial state, and an independent paraphrase check confirms that the instruction mentions every "
                "entity needed to identify the target records. Of 26,300 candidate tasks on the training services, "
                "21,100 (80.2%) passed these filters and were split into training, validation and test sets by task "
                "template, so that no template of a test task is seen in training."
            ),
        ),
        # ---------------------------------------------------------------- page 5
        (
            Heading("3.3 Reward from execution states"),
            Para(
                "An episode starts from the task's initial state and ends when the policy produces a final message "
                "without a function call, or when it reaches the call budget of 12 calls. We then compare the final "
                "state with the goal predicates and with the initial state. The reward has five terms."
            ),
            Bullets(
                (
                    "State score. r_state is the fraction of goal predicates satisfied by the final state, between 0 "
                    "and 1. It gives partial credit to trajectories that complete some sub-goals of a task.",
                    "Exact-match bonus. r_exact = 0.5 if all predicates are satisfied and no collateral write occurred, "
                    "and 0 otherwise. A trajectory that earns this bonus is exactly what we count as a success at "
                    "evaluation time.",
                    "Invalid-call penalty. Each call that cannot be parsed as JSON, names a function that is not in the "
                    "provided schemas, or whose arguments fail JSON Schema validation (missing required field, wrong "
                    "type, value outside an enum, unexpected property) costs 0.1, up to a total of 0.5 per episode.",
                    "Execution-error penalty. Each schema-valid call that the simulator rejects, for example with a 404 "
                    "for an unknown identifier or a 409 for a conflicting booking, costs 0.05, capped at 0.25.",
                    "Collateral penalty. Each record that differs between the initial and final state but lies outside "
                    "the allowed write set costs 0.2, capped at 0.6. Read-only calls can never incur it.",
                )
            ),
            Para(
                "The total reward is R = r_state + r_exact - p_invalid - p_exec - p_coll, which lies between -1.35 and "
                "1.5. Invalid calls do not end the episode: the simulator returns a 422 response that names the "
                "offending field, as a real API would, and the policy may try again. We chose the penalty sizes so "
                "that one invalid call costs less than one unsatisfied predicate in a typical task with three "
                "predicates (0.1 against roughly 0.33), so that the policy is not discouraged from attempting calls "
                "at all, while several repeated mistakes outweigh the partial credit they might buy."
            ),
            Para(
                "The collateral term is essential because the state score alone can be gamed. In a pilot run without "
                "it, the policy discovered within about 150 steps that a goal such as marking order 1142 as shipped "
                "could be satisfied by calling bulk_update_orders with a filter that matched every pending order. "
                "Predicates over the target record were then satisfied, while dozens of unrelated orders changed "
                "status. Section 6 quantifies this effect."
            ),
            Para(
                "Rewards are computed by the simulator workers as soon as an episode ends, so scoring adds almost "
                "nothing to the duration of a training step. No learned component is involved at any point."
            ),
            Heading("3.4 Policy optimization"),
            Para(
                "We optimize the policy with a group-relative policy gradient in the style of GRPO. For each task we "
                "sample a group of G = 8 episodes from the current policy, compute their rewards, and use the reward "
                "minus the group mean, divided by the group standard deviation, as the advantage of every token the "
                "policy generated in that episode. Tokens that come from the environment (function responses) are "
                "part of the context but are masked out of the loss. We use the clipped surrogate objective of PPO "
                "and a KL penalty towards the initial policy with coefficient 0.01. Groups in which all eight episodes "
                "receive the same reward carry no signal and are skipped; towards the end of training this applies to "
                "roughly 38% of groups, mostly tasks that every episode solves."
            ),
        ),
        # ---------------------------------------------------------------- page 6
        (
            Para(
                "The trajectory-level advantage is deliberately simple. We also tried a per-call credit assignment "
                "that gave each call the change in state score it caused, but it encouraged the policy to perform "
                "writes early, before checking preconditions, and we did not pursue it further."
            ),
            Heading("4 Experimental Setup"),
            Heading("4.1 Models and training"),
            Para(
                "Our main policy is Qwen2.5-7B-Instruct. To test generality across size and family we also train "
                "Qwen2.5-3B-Instruct and Llama-3.1-8B-Instruct with the same recipe. Function schemas are placed in "
                "the system prompt using each model's native tool-calling template; the model sees the schemas of the "
                "services relevant to the task plus two distractor services, about 27 functions and 3,900 tokens on "
                "average. RL runs for 400 steps with 128 tasks per step, i.e. 1,024 episodes per step and roughly 2.8 "
                "passes over the training tasks, at a learning rate of 1e-6 and a sampling temperature of 1.0. The "
                "implementation builds on OpenRLHF (Hu et al., 2024) with vLLM for generation; the simulator runs in "
                "64 CPU worker processes, and resetting a service to its initial state takes about 40 ms. Remaining "
                "hyperparameters are listed in Appendix A. We select no checkpoints: all results are for the model "
                "after the last step."
            ),
            Heading("4.2 Baselines"),
            Para(
                "Prompted models. We evaluate the three base models zero-shot, and three larger instruction-tuned "
                "models with the same prompt in a ReAct-style loop (Yao et al., 2023): Qwen2.5-72B-Instruct, Llama-3.1-70B-Instruct and Mistral-Large-2 "
                "(123B). No in-context examples are given, since the schemas already fill much of the context."
            ),
            Para(
                "SFT on synthetic traces. Following the filtered-imitation recipe, we let Qwen2.5-72B-Instruct attempt "
                "each of the 18,400 training tasks four times at temperature 0.7 inside ToolSim. Of the resulting "
                "73,600 trajectories we keep the 31,760 (43.2%) that reach an exact state match without any invalid "
                "call; they cover 12,954 distinct tasks. Every base model is fine-tuned on these traces for three "
                "epochs. This baseline uses the same tasks, the same environment and the same success criterion as "
                "STaRCall, so the comparison isolates the learning signal."
            ),
            Para(
                "RL with a call-match reward. To separate the effect of RL from that of the state-based reward, we "
                "also train Qwen2.5-7B-Instruct with the same algorithm and budget but a reward computed from the "
                "calls alone: the F1 score between the multiset of (function, arguments) pairs produced by the policy "
                "and those of the reference program, with arguments compared after canonical JSON serialization, "
                "minus the same invalid-call penalty. This mirrors the rewards used in concurrent work."
            ),
            Para(
                "SFT followed by STaRCall. Finally, we start STaRCall from the SFT checkpoint of Qwen2.5-7B-Instruct "
                "instead of the instruction-tuned model, with the KL penalty then computed towards the SFT model."
            ),
            Para(
                "All trained and prompted models use the same system prompt, which lists the available functions, "
                "states that the user will not answer questions during the episode, and asks the model to finish with "
                "a short message to the user once the request is complete. We do not ask for explicit reasoning before "
                "calls; models may write free text before a call, and this text is kept in the context and trained on "
                "like any other generated token."
            ),
        ),
        # ---------------------------------------------------------------- page 7
        (
            Heading("4.3 Evaluation"),
            Para(
                "We evaluate on three test sets: ToolSim-ID (1,500 new tasks on the 30 training services, from templates "
                "not seen in training), ToolSim-OOD (900 tasks on the 11 held-out services) and ChainCall-500 (Okonkwo "
                "et al., 2024), an independently written benchmark of 500 human-authored multi-step tasks over 23 "
                "services, which we re-hosted in our simulator with its original state checkers. All models decode "
                "greedily with the same call budget of 12 calls."
            ),
            Para(
                "Our primary metric is the success rate (SR): the share of tasks whose final state satisfies every "
                "goal predicate with no collateral write, which corresponds exactly to earning the exact-match bonus. "
                "We also report the invalid call rate (ICR), the share of all calls that fail parsing or schema "
                "validation, and in the analysis the partial state score, the number of calls per task and the share "
                "of tasks with collateral writes. For RL runs we report the mean of three seeds; the standard deviation "
                "of SR across seeds is at most 0.9 points for every STaRCall entry in Table 2."
            ),
            Heading("5 Results"),
            Heading("5.1 Main comparison"),
            TableBlock(
                "Table 2: Success rate (%) on the three test sets and invalid call rate (%, ToolSim-ID). Prompted "
                "models use greedy decoding and the same prompt and call budget as the trained models. CM-RL: RL with "
                "the call-match reward; SFT + STaRCall starts RL from the SFT checkpoint.",
                (
                    ("Model", "Training", "TS-ID", "TS-OOD", "CC-500", "ICR"),
                    ("Qwen2.5-72B-Instruct", "prompted", "58.4", "54.9", "49.2", "3.1"),
                    ("Llama-3.1-70B-Instruct", "prompted", "52.7", "50.3", "45.8", "4.6"),
                    ("Mistral-Large-2 (123B)", "prompted", "55.1", "51.6", "47.5", "3.8"),
                    ("Qwen2.5-3B-Instruct", "prompted", "18.2", "15.7", "12.9", "21.3"),
                    ("", "SFT", "44.1", "30.5", "27.4", "6.8"),
                    ("", "STaRCall", "49.8", "41.2", "33.6", "2.9"),
                    ("Qwen2.5-7B-Instruct", "prompted", "31.6", "28.9", "24.3", "11.8"),
                    ("", "SFT", "54.2", "41.7", "38.9", "4.2"),
                    ("", "CM-RL", "56.8", "45.3", "40.6", "3.5"),
                    ("", "STaRCall", "66.3", "59.8", "51.7", "1.2"),
                    ("", "SFT + STaRCall", "68.9", "58.4", "52.6", "0.9"),
                    ("Llama-3.1-8B-Instruct", "prompted", "27.9", "25.2", "21.0", "14.5"),
                    ("", "SFT", "50.6", "38.8", "35.1", "5.0"),
                    ("", "STaRCall", "61.7", "55.0", "47.9", "1.6"),
                ),
            ),
            Para(
                "Table 2 gives the main results. For Qwen2.5-7B-Instruct, STaRCall more than doubles the success rate "
                "of the prompted model on every test set and improves over SFT on the same tasks by 12.1 points on "
                "ToolSim-ID, 18.1 points on ToolSim-OOD and 12.8 points on ChainCall-500. The advantage of RL grows "
                "with distribution shift: the gap between held-in and held-out services is 12.5 points for the SFT "
                "model but only 6.5 points for STaRCall. The same pattern holds for Llama-3.1-8B-Instruct, where "
                "STaRCall improves over SFT by 11.1, 16.2 and 12.8 points."
            ),
        ),
        # ---------------------------------------------------------------- page 8
        (
            Para(
                "Against the prompted large models, the 7B STaRCall policy is ahead of Qwen2.5-72B-Instruct by 7.9 "
                "points on ToolSim-ID, 4.9 points on ToolSim-OOD and 2.5 points on ChainCall-500, while producing "
                "fewer invalid calls (1.2% against 3.1%). The trained Llama-3.1-8B model likewise beats its 70B "
                "sibling on all three sets. The 3B policy benefits from RL as well, but remains far behind the large "
                "models, especially on held-out services; we return to model size in Section 7."
            ),
            Para(
                "The call-match reward is a useful control. With the same algorithm, data and budget, CM-RL improves "
                "over SFT by only 2.6 points on ToolSim-ID and 3.6 points on ToolSim-OOD. Rewarding the policy for "
                "reproducing the reference calls penalizes valid alternatives, such as looking up a customer by email "
                "instead of by name or issuing two single updates instead of one batch update, and it gives no credit "
                "for recovering from an error through a different sequence of calls."
            ),
            Heading("5.2 Training dynamics"),
            FigureBlock(
                "Figure 1: Success rate on the ToolSim validation set (1,200 tasks) during RL training of "
                "Qwen2.5-7B-Instruct, evaluated every 50 steps. Black: STaRCall, rising from 32.0% to 66.5% at step "
                "400. Grey: RL with the call-match reward, which levels off at 57.0% after about 300 steps.",
                "training step",
                "validation success",
                (
                    (0.32, 0.41, 0.50, 0.56, 0.60, 0.63, 0.65, 0.66, 0.665),
                    (0.32, 0.40, 0.46, 0.50, 0.53, 0.55, 0.56, 0.57, 0.57),
                ),
            ),
            Para(
                "Both rewards improve the policy quickly in the first 100 steps, when most of the gain comes from "
                "fixing malformed calls, which both rewards penalize in the same way. Afterwards the curves separate. "
                "The state reward keeps improving until the end of training, while the call-match reward saturates: "
                "once the policy's calls largely overlap with the reference, further changes are as likely to lower "
                "the F1 score as to raise the chance of success."
            ),
            FigureBlock(
                "Figure 2: Invalid call rate of training rollouts (temperature 1.0) for Qwen2.5-7B-Instruct. Black: "
                "full STaRCall reward, falling from 12.1% at step 0 to 1.2% at step 400. Grey: the same reward without "
                "the invalid-call penalty, which plateaus near 4.8%.",
                "training step",
                "invalid call rate",
                (
                    (0.121, 0.072, 0.041, 0.025, 0.018, 0.015, 0.013, 0.012, 0.012),
                    (0.121, 0.094, 0.071, 0.060, 0.054, 0.051, 0.049, 0.048, 0.048),
                ),
            ),
            Para(
                "Figure 2 shows that the state reward alone already removes much of the invalid-call problem, since "
                "malformed calls waste budget and rarely change the state; the explicit penalty removes most of the "
                "remainder."
            ),
        ),
        # ---------------------------------------------------------------- page 9
        (
            Heading("5.3 Starting from SFT"),
            Para(
                "Initializing RL from the SFT checkpoint gives the best held-in result of all models, 68.9% on "
                "ToolSim-ID, and the lowest invalid call rate, 0.9%. On held-out services, however, it ends 1.4 points "
                "below STaRCall trained directly from the instruction-tuned model (58.4% against 59.8%), despite "
                "starting 12.8 points higher. Figure 3 follows both runs on ToolSim-OOD."
            ),
            FigureBlock(
                "Figure 3: ToolSim-OOD success rate of intermediate checkpoints for STaRCall started from the SFT model "
                "(black, from 41.7% to 58.4%) and from Qwen2.5-7B-Instruct (grey, from 28.9% to 59.8%). The curves "
                "cross between step 250 and step 300. Checkpoints were evaluated for this figure only and were not "
                "used for model selection.",
                "training step",
                "OOD success",
                (
                    (0.417, 0.50, 0.54, 0.56, 0.57, 0.578, 0.582, 0.584, 0.584),
                    (0.289, 0.38, 0.46, 0.52, 0.56, 0.58, 0.59, 0.595, 0.598),
                ),
            ),
            Para(
                "We attribute the plateau to reduced exploration. The SFT model has already committed to the teacher's "
                "habits, for example calling search functions with the exact argument set that Qwen2.5-72B-Instruct "
                "prefers, and its sampled groups are less diverse: at step 0, 31% of its training groups contain eight "
                "episodes with the same reward, against 12% for the instruction-tuned model. Groups without reward "
                "variance are skipped, so the SFT-initialized run effectively trains on fewer tasks. On held-in "
                "services, where the teacher's habits are appropriate, the head start dominates; on unfamiliar "
                "schemas it does not."
            ),
            Heading("5.4 How close are small trained models to large prompted ones?"),
            Para(
                "The prompted large models fail in a characteristic way. They produce well-formed calls and rarely "
                "invent functions, but they often stop too early: Qwen2.5-72B-Instruct ends 10.8% of ToolSim-OOD "
                "tasks with a final message before all goals are met, frequently asking the user for confirmation of "
                "a step the instruction already authorized. The trained policies do this less often, because an "
                "episode that ends early forfeits the exact-match bonus. Conversely, the large models are better at "
                "choosing the right argument values when several records match a description, and the 7B policy "
                "makes this kind of mistake slightly more often than Qwen2.5-72B-Instruct (Table 5)."
            ),
            Para(
                "The trained policies also use more calls: on ToolSim-ID STaRCall makes 4.7 calls per task on average, "
                "against 4.2 in the reference programs and 4.4 for the SFT model. The extra calls are mostly reads. "
                "In 71% of its successful trajectories STaRCall reads the target record before its first write, "
                "against 38% for the SFT model, a habit that costs one call and avoids many 404 and 409 errors. "
                "Qwen2.5-72B-Instruct uses the most calls of all, 5.2 per task, partly because it repeats searches "
                "with slightly different filters."
            ),
        ),
        # ---------------------------------------------------------------- page 10
        (
            Heading("6 Ablations"),
            Para(
                "All ablations train Qwen2.5-7B-Instruct from the instruction-tuned checkpoint for 400 steps and change "
                "one component at a time. Table 3 varies the reward; Table 4 varies the training configuration."
            ),
            TableBlock(
                "Table 3: Reward ablations for Qwen2.5-7B-Instruct. SR on ToolSim-ID and ToolSim-OOD (%), invalid call "
                "rate (ICR, %), share of ToolSim-ID tasks with at least one collateral write (Coll., %) and mean calls "
                "per ToolSim-ID task.",
                (
                    ("Reward variant", "ID SR", "OOD SR", "ICR", "Coll.", "Calls"),
                    ("STaRCall (full)", "66.3", "59.8", "1.2", "2.0", "4.7"),
                    ("- invalid-call penalty", "64.9", "57.6", "4.8", "2.3", "5.3"),
                    ("- execution-error penalty", "65.8", "59.1", "1.3", "2.1", "5.0"),
                    ("- collateral penalty", "61.2", "55.1", "1.3", "9.4", "4.9"),
                    ("- exact-match bonus", "62.5", "56.0", "1.4", "2.6", "4.6"),
                    ("- all three penalties", "60.4", "53.2", "5.6", "10.1", "5.6"),
                    ("binary success only", "63.0", "57.4", "2.9", "2.2", "4.8"),
                    ("+ step penalty (0.02 per call)", "64.1", "56.3", "1.1", "1.9", "4.1"),
                    ("call-match reward (CM-RL)", "56.8", "45.3", "3.5", "3.8", "4.3"),
                ),
            ),
            Para(
                "Every term contributes, but by different amounts. Removing the collateral penalty costs the most "
                "among single terms, 5.1 points on ToolSim-ID, and multiplies the share of tasks with unintended "
                "writes by almost five. Because a collateral write makes a task count as failed, the policy learns "
                "from the exact-match bonus alone that bulk operations are risky, but slowly; the explicit penalty "
                "turns this into a dense signal. Dropping the invalid-call penalty mainly raises the invalid call "
                "rate, from 1.2% to 4.8%, and lengthens trajectories, since the policy then retries malformed calls "
                "without cost other than the call budget. The execution-error penalty matters least: simulator errors "
                "carry informative messages, and an occasional 404 followed by a corrected call is harmless."
            ),
            Para(
                "Partial credit helps. A binary reward that gives 1 for success and 0 otherwise, without any "
                "penalties or partial credit, reaches 63.0% on ToolSim-ID, 3.3 points below the full reward; with "
                "few successes among the eight episodes of a hard task, most groups of a binary reward have no "
                "variance. Removing only the exact-match bonus, so that the reward is the state score minus penalties, "
                "costs 3.8 points, because the policy is then content to satisfy most predicates of a task."
            ),
            Para(
                "Adding a small penalty per call shortens trajectories from 4.7 to 4.1 calls, below even the reference "
                "programs, but lowers success on held-out services by 3.5 points. The calls it removes are the "
                "verification reads discussed in Section 5.4, which matter most on unfamiliar services."
            ),
            Para(
                "The exact penalty sizes are less important than their presence. In two additional runs we doubled the "
                "invalid-call penalty to 0.2 per call and halved it to 0.05; success on ToolSim-ID was 65.9% and 66.0%, "
                "and on ToolSim-OOD 59.0% and 59.3%, all within about one point of the default."
            ),
        ),
        # ---------------------------------------------------------------- page 11
        (
            TableBlock(
                "Table 4: Training configuration ablations for Qwen2.5-7B-Instruct, success rate (%). G: episodes per "
                "task; beta: KL coefficient; budget: maximum calls per episode; distractors: number of irrelevant "
                "services whose schemas are added to the context in training (evaluation always uses two). Default "
                "values are marked with *.",
                (
                    ("Setting", "Value", "TS-ID", "TS-OOD"),
                    ("Group size G", "4", "63.4", "57.0"),
                    ("", "8 *", "66.3", "59.8"),
                    ("", "16", "66.9", "60.1"),
                    ("KL coefficient beta", "0", "65.7", "57.9"),
                    ("", "0.01 *", "66.3", "59.8"),
                    ("", "0.05", "62.8", "58.6"),
                    ("Call budget", "8", "63.9", "56.8"),
                    ("", "12 *", "66.3", "59.8"),
                    ("", "16", "66.0", "59.9"),
                    ("Distractor services", "0", "64.8", "55.2"),
                    ("", "2 *", "66.3", "59.8"),
                    ("Training tasks", "4,600 (25%)", "60.9", "54.6"),
                    ("", "9,200 (50%)", "64.2", "58.1"),
                    ("", "18,400 *", "66.3", "59.8"),
                ),
            ),
            Para(
                "Group size. Eight episodes per task are a good trade-off. Four episodes lose about 3 points on both "
                "test sets, mostly because more groups have no reward variance. Sixteen episodes add 0.6 and 0.3 points "
                "but double the cost of generation, which dominates the time of a training step."
            ),
            Para(
                "KL regularization. Without a KL penalty the held-in result is almost unchanged, but the held-out "
                "result drops by 1.9 points, and we observed that the policy's final messages became terse and "
                "formulaic, occasionally omitting the requested information even though the state was correct. A "
                "coefficient of 0.05 restrains learning too much on held-in services (62.8%)."
            ),
            Para(
                "Call budget and distractors. A budget of eight calls truncates the longest tasks, whose reference "
                "programs need up to 11 calls, while 16 calls bring no gain over 12. Training without distractor "
                "services makes the policy rely on the assumption that every function in its context is relevant; "
                "it then calls functions of distractor services at evaluation time, and held-out success falls by "
                "4.6 points."
            ),
            Para(
                "Amount of data. Halving the training tasks costs 2.1 points on ToolSim-ID and 1.7 on ToolSim-OOD, and "
                "a quarter of the tasks costs 5.4 and 5.2 points. Since the smaller sets were trained for the same "
                "400 steps, they see each task more often, and the drop suggests that task diversity rather than the "
                "number of updates limits further gains."
            ),
        ),
        # ---------------------------------------------------------------- page 12
        (
            Heading("7 Analysis"),
            Heading("7.1 Error analysis"),
            Para(
                "To understand which failures RL removes, we assigned each failed ToolSim-OOD task a primary error "
                "category, using the simulator logs and a set of rules: the first error in the trajectory that "
                "cannot be recovered from determines the category. Table 5 reports each category as a share of all "
                "900 tasks, so that each column sums to the model's failure rate. Two authors checked 100 randomly "
                "chosen labels by hand and agreed with the rule-based category in 91 of them."
            ),
            TableBlock(
                "Table 5: Primary error category of failed ToolSim-OOD tasks, as % of all 900 tasks. Order: a call "
                "made before a call it depends on, or a dependency skipped. Turn limit: call budget of 12 exhausted.",
                (
                    ("Error category", "SFT (7B)", "STaRCall (7B)", "Qwen2.5-72B"),
                    ("Hallucinated function", "6.9", "0.8", "1.7"),
                    ("Schema violation", "9.8", "1.9", "3.4"),
                    ("Wrong entity or argument value", "14.6", "15.3", "13.9"),
                    ("Order or dependency error", "10.2", "8.7", "9.6"),
                    ("Premature termination", "7.4", "6.1", "10.8"),
                    ("Collateral write", "5.1", "2.2", "3.1"),
                    ("Turn limit exceeded", "4.3", "5.2", "2.6"),
                    ("Total failed", "58.3", "40.2", "45.1"),
                ),
            ),
            Para(
                "Most of STaRCall's improvement over SFT on held-out services comes from three categories: "
                "hallucinated functions (6.9% to 0.8%), schema violations (9.8% to 1.9%) and collateral writes (5.1% "
                "to 2.2%). These are exactly the behaviors the reward addresses directly. In contrast, the share of "
                "tasks lost to a wrong entity or argument value is unchanged and even slightly higher (14.6% to "
                "15.3%), and it is now the largest category. Many of these errors involve ambiguous references, such "
                "as two customers with the same surname, where the correct behavior would be to ask the user; "
                "ToolSim has no simulated user, so the policy is never rewarded for asking. STaRCall exceeds the call "
                "budget somewhat more often than the SFT model, typically while retrying after errors that it cannot "
                "resolve."
            ),
            Heading("7.2 Task length"),
            Para(
                "The benefit of RL increases with the length of the task. Grouping ToolSim-ID tasks by the number of "
                "calls in their reference program, STaRCall and the SFT model are close on tasks with one or two calls "
                "(84.1% against 79.5%), but the gap widens to 11.4 points for three or four calls (70.2% against "
                "58.8%), 16.2 points for five or six calls (55.6% against 39.4%) and 17.2 points for seven or more "
                "calls (38.9% against 21.7%). Longer tasks offer more opportunities for an early mistake to propagate, "
                "and the policy has learned to check intermediate results."
            ),
        ),
        # ---------------------------------------------------------------- page 13
        (
            Heading("7.3 Recovery after failed calls"),
            Para(
                "Because the filtered SFT traces contain no invalid calls by construction and few execution errors, "
                "the SFT model has rarely seen an error response in training. Among ToolSim-ID tasks in which at least "
                "one call returned an error status, the SFT model still succeeded in 18.6% of cases, and STaRCall in "
                "47.3%. A typical recovery reads the 422 message, which names the offending field, and repeats the call "
                "with a corrected argument; another looks up an identifier after a 404 instead of guessing a new one. "
                "The RL policy was never shown such recoveries; it discovered them because episodes that recover earn "
                "the exact-match bonus and episodes that do not lose it."
            ),
            Heading("7.4 Reward hacking"),
            Para(
                "Apart from the bulk-update exploit described in Section 3.3, which the collateral penalty closes, we "
                "looked for other ways in which the policy might satisfy predicates without doing the task. We "
                "manually inspected 200 successful STaRCall trajectories on ToolSim-ID sampled at random and found "
                "four in which the state was correct for the wrong reason, for instance deleting and re-creating a "
                "calendar event instead of updating it, which changed its identifier but not the predicates over its "
                "title, time and attendees. We count these as successes in all tables, since the checkers accept them, "
                "but they point to a limit of predicate-based rewards: the goal specification must be as strict as the "
                "user's intent."
            ),
            Heading("7.5 Does the gain transfer beyond ToolSim?"),
            Para(
                "ChainCall-500 was written by different authors, with hand-written tasks and its own conventions for "
                "schemas and errors, and it contains longer tasks than ToolSim (5.3 reference calls on average). "
                "The improvement of STaRCall over SFT on it, 12.8 points for both Qwen2.5-7B and Llama-3.1-8B, is "
                "close to the improvement on ToolSim-ID, which suggests that the policy has not simply learned the "
                "idiosyncrasies of our simulator. The margin over the prompted 72B model is smaller on ChainCall-500 "
                "than on ToolSim, and the 3B policy stays 15.6 points behind it."
            ),
            Heading("8 Limitations"),
            Para(
                "ToolSim is a simulation. Its services are deterministic, respond instantly and never change their "
                "schemas, whereas real APIs time out, rate-limit and evolve. Its tasks are generated from programs "
                "and may be more regular than real user requests, although ChainCall-500 partly addresses this. "
                "There is no simulated user: every instruction is complete, and the policy cannot ask clarifying "
                "questions, which, as Table 5 shows, is where most of its remaining errors lie. The allowed write set "
                "is derived from one reference program per task and may be too strict when several programs are "
                "correct; we found such cases rare but did not measure their frequency. Finally, we trained models of "
                "at most 8B parameters; whether the gap to prompted models persists when the policy itself is large "
                "remains open."
            ),
            Heading("9 Conclusion"),
            Para(
                "Function calling is a domain where outcomes can be verified exactly, and STaRCall exploits this by "
                "rewarding the execution state that a policy produces rather than the calls it makes. With a reward "
                "that combines partial and exact state credit with penalties for invalid calls and unintended writes, "
                "a 7B model trained in the ToolSim environment surpasses both imitation of a 72B teacher and the "
                "teacher itself. Most of the remaining failures concern ambiguous references, which calls for "
                "environments in which asking the user is possible and rewarded."
            ),
        ),
        # ---------------------------------------------------------------- page 14
        (
            Heading("References"),
            References(
                (
                    "Gehring, J., Zheng, K., Copet, J., et al. RLEF: Grounding code LLMs in execution feedback with reinforcement learning. arXiv:2410.02089, 2024.",
                    "Guo, D., Yang, D., Zhang, H., et al. DeepSeek-R1: Incentivizing reasoning capability in LLMs via reinforcement learning. arXiv:2501.12948, 2025.",
                    "Guo, Z., Cheng, S., Wang, H., et al. StableToolBench: Towards stable large-scale benchmarking on tool learning of large language models. Findings of ACL, 2024.",
                    "Hu, J., Wu, X., Zhu, Z., et al. OpenRLHF: An easy-to-use, scalable and high-performance RLHF framework. arXiv:2405.11143, 2024.",
                    "Krakovna, V., Orseau, L., Kumar, R., Martic, M., and Legg, S. Penalizing side effects using stepwise relative reachability. arXiv:1806.01186, 2019.",
                    "Li, M., Zhao, Y., Yu, B., et al. API-Bank: A comprehensive benchmark for tool-augmented LLMs. EMNLP, 2023.",
                    "Lu, J., Holleis, T., Zhang, Y., et al. ToolSandbox: A stateful, conversational, interactive evaluation benchmark for LLM tool use capabilities. arXiv:2408.04682, 2024.",
                    "Liu, Z., Hoang, T., Zhang, J., et al. APIGen: Automated pipeline for generating verifiable and diverse function-calling datasets. NeurIPS Datasets and Benchmarks, 2024a.",
                    "Liu, W., Huang, X., Zeng, X., et al. ToolACE: Winning the points of LLM function calling. arXiv:2409.00920, 2024b.",
                    "Okonkwo, C., Lindgren, P., and Aziz, F. ChainCall: A benchmark of human-written multi-step API tasks with state checkers. arXiv:2411.06231, 2024.",
                    "Ouyang, L., Wu, J., Jiang, X., et al. Training language models to follow instructions with human feedback. NeurIPS, 2022.",
                    "Patil, S. G., Zhang, T., Wang, X., and Gonzalez, J. E. Gorilla: Large language model connected with massive APIs. arXiv:2305.15334, 2023.",
                    "Qi, Z., Liu, X., Iong, I. L., et al. WebRL: Training LLM web agents via self-evolving online curriculum reinforcement learning. ICLR, 2025.",
                    "Qian, C., Acikgoz, E. C., He, Q., et al. ToolRL: Reward is all tool learning needs. arXiv:2504.13958, 2025.",
                    "Qin, Y., Liang, S., Ye, Y., et al. ToolLLM: Facilitating large language models to master 16000+ real-world APIs. ICLR, 2024.",
                    "Schick, T., Dwivedi-Yu, J., Dessi, R., et al. Toolformer: Language models can teach themselves to use tools. NeurIPS, 2023.",
                    "Schulman, J., Wolski, F., Dhariwal, P., Radford, A., and Klimov, O. Proximal policy optimization algorithms. arXiv:1707.06347, 2017.",
                    "Shao, Z., Wang, P., Zhu, Q., et al. DeepSeekMath: Pushing the limits of mathematical reasoning in open language models. arXiv:2402.03300, 2024.",
                    "Trivedi, H., Khot, T., Hartmann, M., et al. AppWorld: A controllable world of apps and people for benchmarking interactive coding agents. ACL, 2024.",
                    "Yan, F., Mao, H., Ji, C. C.-J., et al. Berkeley function calling leaderboard. Technical report, 2024.",
                    "Yao, S., Shinn, N., Razavi, P., and Narasimhan, K. tau-bench: A benchmark for tool-agent-user interaction in real-world domains. arXiv:2406.12045, 2024.",
                    "Yao, S., Zhao, J., Yu, D., et al. ReAct: Synergizing reasoning and acting in language models. ICLR, 2023.",
                    "Yuan, Z., Yuan, H., Li, C., et al. Scaling relationship on learning mathematical reasoning with large language models. arXiv:2308.01825, 2023.",
                    "Zelikman, E., Wu, Y., Mu, J., and Goodman, N. STaR: Bootstrapping reasoning with reasoning. NeurIPS, 2022.",
                    "Zhang, S., Dong, Y., Zhang, J., et al. Nemotron-Research-Tool-N1: Exploring tool-using language models with reinforced reasoning. arXiv:2505.00024, 2025.",
                    "Zhou, Y., Zanette, A., Pan, J., Levine, S., and Kumar, A. ArCHer: Training language model agents via hierarchical multi-turn RL. ICML, 2024.",
                )
            ),
        ),
        # ---------------------------------------------------------------- page 15
        (
            Heading("A Training Details"),
            Para(
                "Table 6 lists the hyperparameters of the RL runs and of the SFT baseline. All three base models use "
                "the same RL settings; we did not tune them per model. The SFT runs use the chat template of each base "
                "model and compute the loss only on the assistant turns, including the function calls, and not on the "
                "function responses."
            ),
            TableBlock(
                "Table 6: Hyperparameters. RL values apply to all STaRCall and CM-RL runs.",
                (
                    ("Hyperparameter", "Value"),
                    ("RL: optimizer", "AdamW (beta1 0.9, beta2 0.999)"),
                    ("RL: learning rate / schedule", "1e-6, constant after 10 warm-up steps"),
                    ("RL: weight decay", "0.01"),
                    ("RL: gradient clipping (max norm)", "1.0"),
                    ("RL: training steps", "400"),
                    ("RL: tasks per step x episodes per task", "128 x 8"),
                    ("RL: gradient updates per step", "4 mini-batches"),
                    ("RL: clip ratio (epsilon)", "0.2"),
                    ("RL: KL coefficient (to initial policy)", "0.01"),
                    ("RL: entropy bonus", "none"),
                    ("Rollout temperature / top-p", "1.0 / 1.0"),
                    ("Max tokens per assistant turn", "384"),
                    ("Max context length", "16,384 tokens"),
                    ("Function response truncation", "512 tokens"),
                    ("Call budget per episode", "12"),
                    ("Distractor services in context", "2"),
                    ("Precision", "bf16"),
                    ("SFT: epochs", "3"),
                    ("SFT: learning rate / schedule", "1e-5, cosine, 3% warm-up"),
                    ("SFT: max sequence length", "16,384 tokens"),
                    ("Evaluation decoding", "greedy"),
                ),
            ),
            Para(
                "Training ran on NVIDIA H100 GPUs with generation and training colocated on the same devices. The "
                "simulator workers run on the CPUs of the same nodes and communicate with the generation engine over "
                "a local queue; an episode waits for function responses between turns, and we batch the pending turns "
                "of all episodes in a step to keep the generation engine busy."
            ),
            Heading("B Reward Computation"),
            Para(
                "After an episode, the simulator exports its tables as a canonical JSON snapshot. The state diff is "
                "the set of records that were created, deleted or modified between the initial and final snapshot, "
                "where a modification is any change of a field other than the automatically maintained fields "
                "updated_at and version. Records in the diff that are covered by the allowed write set are ignored by "
                "the collateral check; all others count as collateral writes, one per record regardless of how many "
                "fields changed. Goal predicates are evaluated on the final snapshot only. A predicate may require a "
                "record to exist, not to exist, or to have field values equal to, contained in, or within a numeric "
                "tolerance of a target; monetary amounts use a tolerance of 0.01."
            ),
        ),
        # ---------------------------------------------------------------- page 16
        (
            Heading("C Results per Domain"),
            Para(
                "Table 7 breaks down the ToolSim-ID success rate of the Qwen2.5-7B SFT and STaRCall models by domain. "
                "STaRCall improves every domain, by between 11.1 and 13.6 points. Travel is the hardest domain for both "
                "models: its booking functions have the deepest nested arguments and the most 409 conflicts."
            ),
            TableBlock(
                "Table 7: ToolSim-ID success rate (%) by domain for Qwen2.5-7B-Instruct trained with SFT and with "
                "STaRCall. n: number of test tasks in the domain (1,500 in total).",
                (
                    ("Domain", "n", "SFT", "STaRCall", "Delta"),
                    ("Calendar and scheduling", "190", "58.9", "70.0", "+11.1"),
                    ("Banking and payments", "175", "50.1", "63.4", "+13.3"),
                    ("E-commerce", "210", "55.0", "67.1", "+12.1"),
                    ("Travel", "185", "47.6", "58.9", "+11.3"),
                    ("Messaging", "150", "63.3", "74.7", "+11.4"),
                    ("File storage", "140", "60.7", "72.1", "+11.4"),
                    ("CRM", "165", "52.1", "64.8", "+12.7"),
                    ("Human resources", "130", "49.2", "61.5", "+12.3"),
                    ("Smart home", "155", "51.6", "65.2", "+13.6"),
                    ("All", "1,500", "54.2", "66.3", "+12.1"),
                ),
            ),
            Heading("D Example Trajectory"),
            Para(
                "Instruction (ToolSim-OOD, travel): 'Move my Lisbon hotel booking to start one day later, keep the "
                "same room type, and tell me the new confirmation code.' Goal predicates: the reservation for the "
                "Lisbon stay has check-in 2024-06-15 and check-out 2024-06-18, its room_type is unchanged, and the "
                "final message contains the new confirmation code. Allowed write set: the reservation record and one "
                "audit record."
            ),
            Para(
                "STaRCall trajectory. (1) list_reservations(city='Lisbon', status='active') returns one reservation, "
                "id R-88213, check-in 2024-06-14, check-out 2024-06-17, room_type 'double_superior'. (2) "
                "modify_reservation(reservation_id='R-88213', dates={'check_in': '2024-06-15'}) returns 422: "
                "'dates.check_out is required'. (3) modify_reservation(reservation_id='R-88213', dates={'check_in': "
                "'2024-06-15', 'check_out': '2024-06-18'}) returns 409: room type not available for the new dates in "
                "the current rate plan. (4) get_availability(hotel_id='H-3107', check_in='2024-06-15', "
                "check_out='2024-06-18') lists 'double_superior' under a flexible rate plan. (5) "
                "modify_reservation(reservation_id='R-88213', dates={...}, rate_plan='flexible') returns 200 with "
                "confirmation code LSB-4Q7Z. The final message reports the new dates and the code."
            ),
            Para(
                "The episode incurs one invalid-call penalty (0.1) and one execution-error penalty (0.05), satisfies "
                "all three predicates and makes no collateral write, for a reward of 1.0 + 0.5 - 0.1 - 0.05 = 1.35. "
                "The SFT model issued the same first call but, after the 409 response, created a second reservation "
                "instead of modifying the first, leaving the original booking active; this counted as a collateral "
                "write and the task as failed."
            ),
        ),
    ),
)
