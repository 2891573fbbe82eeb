"""A paper written for the answer-quality benchmark by a helper who had read no code and no question set (session 45): cost-aware reinforcement learning of tool-using language-model agents that answer geospatial questions with map search, routing and GIS tools; every sentence, model, dataset and number is invented."""

from __future__ import annotations

from benchmarks.generated_papers import (
    Block,
    Bullets,
    FigureBlock,
    GeneratedPaper,
    Heading,
    Para,
    References,
    TableBlock,
    pages_of,
)

PAGE_1: list[Block] = [
    Heading("1 Introduction"),
    Para(
        "Many everyday questions are constrained in space and time at once. "
        "“Which pharmacies lie within 800 m of Cais do Sodré station and are open after 21:00 on a Sunday?” "
        "has a short answer, but producing it requires resolving the anchor, retrieving candidates, applying a "
        "distance predicate and parsing opening hours. Language models answering from parametric memory do poorly "
        "on such questions: Ferreira and Lund [7] report a median relative error of 41% on walking distances "
        "even for well-known landmarks."
    ),
    Para(
        "Tool-using agents remove the knowledge problem but introduce a cost problem. Every geocoding request, "
        "place search and route computation is billed by the map provider and adds latency. Prompted agents "
        "over-call. In our logs a prompted 32B agent issues 9.7 tool calls per question where the executable "
        "gold program needs 5.5, and a frontier-model agent still issues 8.1."
    ),
    Para(
        "We ask whether reinforcement learning (RL) with an explicit per-call price can produce agents that are "
        "both more accurate and cheaper than prompted ones. Our answer, GeoMapRL, is a deliberately plain recipe: "
        "a deterministic sandbox, answers checked against executable gold programs, a weighted penalty per tool "
        "call, and group-relative policy optimization on top of a supervised warm start."
    ),
    Para("This paper makes four contributions:"),
    Bullets(
        (
            "GeoSandbox-8, a deterministic environment over a frozen OpenStreetMap-style snapshot of eight cities that "
            "exposes seven tools with a fixed schema, per-call cost weights and emulated latencies (Section 3).",
            "A question generator with executable gold programs that yields 41,260 training questions and 3,600 test "
            "questions over six question types, 8% of them unanswerable (Section 3.3).",
            "A reward that combines answer checking with a weighted per-call penalty, and a training recipe applied at "
            "three policy sizes: 1.5B, 7B and 32B parameters (Section 4).",
            "An evaluation of accuracy, tool cost, latency and failure modes, with ablations of every reward and "
            "training component (Sections 6 to 8).",
        )
    ),
]

PAGE_2: list[Block] = [
    Para(
        "Headline numbers. On the 2,400-question in-distribution test set, GeoMapRL-32B reaches 71.4 exact match "
        "(EM), compared with 55.3 for GeoReAct [1] running on the Pharos-XL API model and 58.9 for the same 32B "
        "policy after supervised fine-tuning alone. At 7B, the cost-aware policy scores 63.5 EM against 64.2 for an "
        "RL policy trained without the cost term, while spending 6.3 instead of 15.9 cost units per question. "
        "Serving GeoMapRL-7B costs $3.44 per 1,000 questions including tool fees; GeoReAct costs $45.04."
    ),
    Para(
        "The gains are not uniform. On two held-out cities the 32B policy drops to 63.2 EM, and the 7B policy is no "
        "better than GeoReAct there (53.1 vs. 53.0). Route-time questions improve little over supervised "
        "fine-tuning. Section 8.3 argues that part of the remaining error is in the labels rather than the policy."
    ),
    Heading("2 Related Work"),
    Heading("2.1 Geospatial question answering"),
    Para(
        "Early systems mapped questions to formal queries over spatial databases. Text2Spatial [16] fine-tunes a "
        "model to emit a single PostGIS query and reports 72.4% execution accuracy on SpatialSQL-1k, but only "
        "38.0% on the subset with temporal constraints, which it attributes to free-text opening_hours values "
        "that SQL cannot parse reliably. SpaRC [11] probes spatial relations in text without any map access and "
        "finds that models answer left-of and north-of questions far better than distance thresholds."
    ),
    Para(
        "Agentic approaches keep the map behind an API. GeoReAct [1] prompts a frontier model in a "
        "reason-and-act loop over geocoding, search and routing tools and reports 61.0% accuracy on CityHop, "
        "a set of 1,150 questions in four cities. UrbanAsk [14] collects 612 human-written questions from residents "
        "of three cities; the best system in the original paper reached 46.3 EM. Neither work trains the agent, and "
        "neither reports tool cost."
    ),
    Heading("2.2 Reinforcement learning for tool-using agents"),
    Para(
        "Outcome-reward RL has become the default way to improve agents whose intermediate steps are hard to "
        "supervise. DelveRL [17] trains search agents with answer-match rewards and gains 9.8 points on multi-hop "
        "question answering over its SFT initialization. Group-relative advantage estimation [12] removes the "
        "learned critic by normalizing rewards within a group of rollouts for the same prompt; we use it unchanged. "
        "Qureshi et al. [19] document reward hacking in tool environments where the checker can be queried, a "
        "failure mode our sandbox avoids by hiding the checker behind submit."
    ),
    Heading("2.3 Cost-aware agents"),
    Para(
        "Several works penalize tool use directly. ToolCost [9] adds a constant penalty per call to a web-search "
        "agent and reduces calls by 31% at a cost of 0.4 accuracy points. Sato and Whitcombe [20] find that "
        "penalties above a threshold collapse policies to zero-call behaviour, which guesses from memory. Budgeted "
        "decoding [5] instead caps calls at inference time without training. Our penalty differs from ToolCost in "
        "being weighted by the real price of each tool, so a route computation costs six times a geocode; "
        "Section 7.1 shows that this weighting matters."
    ),
    Para(
        "Map data quality is a confound for all of the above. Brunner [3] estimates that only 58% of shops and "
        "amenities in large European cities carry an opening_hours tag, and coverage is far lower in many other "
        "regions. We inherit this limitation (Section 9)."
    ),
    Heading("3 Task and Environment"),
    Heading("3.1 GeoSandbox-8"),
    Para(
        "GeoSandbox-8 is built from a frozen OpenStreetMap-style extract taken on 14 March 2026 for eight cities: "
        "Lisbon, Osaka, Nairobi, Montréal, Melbourne and Ahmedabad (used for training and in-distribution testing) "
        "and Kraków and Medellín (held out entirely). The extract contains 2.91 million points of interest (POIs) and "
        "1.4 million km of routable ways. Routing uses a Kestrel-style multimodal router [4] with a transit timetable "
        "frozen on the same date."
    ),
]

PAGE_3: list[Block] = [
    Para(
        "The sandbox is deterministic in the sense of Hallström and Ruiz [8]: the same call always returns the same "
        "result. Latency is emulated by sampling "
        "from a log-normal distribution fitted per tool to our production API logs, so latency numbers in this paper "
        "include realistic tool delays without depending on network conditions. All results are served through "
        "handles (e.g. $h3) that live on the server, as proposed by Petrov and Nakamura [18], so large candidate sets "
        "never pass through the model context."
    ),
    Heading("3.2 Tools"),
    Para("The agent sees seven tools plus a terminal action. Full argument lists are in Appendix B."),
    Bullets(
        (
            "geocode(query, city): up to five candidate places for a name, with kind and match score. Weight 0.5.",
            "poi_search(category, within, name, limit, page): POIs of one of 148 categories inside a region. Weight 1.5.",
            "route(origin, destination, mode, depart_at): network distance and duration for walk, drive or transit. Weight 3.0.",
            "buffer(target, radius_m): a geodesic buffer polygon around a place or set. Weight 0.25.",
            "intersect(a, b, op): intersection, union or difference of two sets or polygons. Weight 0.25.",
            "nearest(anchor, candidates, k): the k candidates closest in straight-line distance. Weight 0.5.",
            "hours_filter(candidates, at, mode): splits a set into open, closed and unknown at a weekday and time. Weight 0.25.",
            "submit(answer): ends the episode. Not counted as a call; weight 0.",
        )
    ),
    Para(
        "Weights are proportional to our internal price list; one cost unit corresponds to $0.0004. The four GIS "
        "operations run locally and are cheap; their weights reflect compute rather than fees."
    ),
    Heading("3.3 Questions and gold answers"),
    Para(
        "Questions come from 214 templates. Following Farouk et al. [6], for each template we sample anchors, "
        "categories and constraints from the "
        "snapshot, execute a gold program of tool calls to obtain the answer, and paraphrase the question into three "
        "surface variants with Tern-32B-Instruct. Each question carries a local weekday and time, e.g. Sunday 20:40, "
        "against which phrases such as “open now” are resolved."
    ),
    Para("Six question types are generated:"),
    Bullets(
        (
            "PRX (proximity): places of a category within a distance of an anchor, or the nearest such place.",
            "HRS (hours): a proximity question with an additional opening-time constraint.",
            "RTE (routing): travel time or network distance between two places for a given mode.",
            "SET (set operations): places satisfying two spatial constraints, e.g. within 500 m of a park and within "
            "1 km of a metro station.",
            "CNT (counting): how many places satisfy one or more constraints.",
            "UNA (unanswerable): the anchor does not exist in the snapshot or the premise is false; the gold answer is NONE.",
        )
    ),
    Para(
        "Two conventions matter for scoring. First, “within X m” means straight-line distance unless the question "
        "names a mode of travel (“a 10-minute walk”, “by car”), in which case it means network distance. Second, "
        "POIs without an opening_hours tag are never counted as open. Both conventions are stated in the system "
        "prompt (Appendix D)."
    ),
    Para(
        "Annotators checked 1,000 sampled test questions for naturalness and ambiguity; 93.4% passed, and the "
        "failing templates were revised before the final test sets were generated. Answers are sets of POI ids "
        "(51% of test questions), numbers with units (32%), or a single id or NONE (17%). Table 1 summarizes the splits."
    ),
]

PAGE_4: list[Block] = [
    TableBlock(
        "Table 1: Dataset statistics. Avg. gold calls excludes submit. Answer types give the share of set, numeric and "
        "single-entity answers (single-entity includes NONE). UrbanAsk is the subset of the external set whose answers "
        "we could rebuild on our snapshot.",
        (
            ("Split", "Cities", "Questions", "Unanswerable", "Avg. gold calls", "Set / num. / entity (%)"),
            ("Train (RL)", "6", "41,260", "8.1%", "5.4", "52 / 31 / 17"),
            ("SFT trajectories", "6", "6,800", "7.9%", "5.1", "55 / 29 / 16"),
            ("Dev", "6", "1,200", "8.0%", "5.5", "51 / 32 / 17"),
            ("Test-ID", "6", "2,400", "7.9%", "5.5", "51 / 32 / 17"),
            ("Test-HO", "2", "1,200", "8.3%", "5.8", "50 / 33 / 17"),
            ("UrbanAsk (rebuilt)", "3", "541", "0%", "n/a", "44 / 38 / 18"),
        ),
    ),
    Para(
        "Test-ID contains 400 questions per in-distribution city, with 560 PRX, 480 HRS, 440 RTE, 400 SET, 330 CNT "
        "and 190 UNA questions. Test-HO contains 600 questions per held-out city. No template instance, anchor pair "
        "or paraphrase is shared between training and test, although templates are."
    ),
    Heading("4 Method"),
    Heading("4.1 Trajectory format"),
    Para(
        "A trajectory alternates model turns and tool outputs. Each model turn contains a short free-text thought "
        "followed by exactly one JSON tool call. Tool outputs are rendered as compact tables and truncated to 1,200 "
        "tokens; the full result stays behind its handle. An episode ends on submit, after 16 calls, or when the "
        "context reaches 8,192 tokens. Calls that fail schema validation return an error message and count toward "
        "the 16-call cap but carry no cost weight."
    ),
    Heading("4.2 Reward design"),
    Para("The answer score compares the submitted answer y_pred with the gold answer y by type:"),
    Para(
        "(1)  s_ans(y_pred, y) = F1(y_pred, y) for set answers;  1[|y_pred − y| ≤ tol(y)] for numeric answers;  1[y_pred = y] for single ids and NONE."
    ),
    Para(
        "The tolerance tol(y) is 5% for distances, the larger of 2 minutes and 10% for durations, and zero for counts. "
        "The episode cost sums the weights w(a_t) of the calls a_1, ..., a_T:"
    ),
    Para("(2)  C(τ) = Σ_t w(a_t)"),
    Para("The reward for a trajectory τ is"),
    Para("(3)  r(τ) = s_ans(y_pred, y) − λ_c · min(C(τ), C_max) − λ_f · min(n_fmt(τ), 5)"),
    Para(
        "where n_fmt counts calls that failed validation. We use λ_c = 0.02, C_max = 20 and λ_f = 0.1, so the cost "
        "term can remove at most 0.4 reward and a single route call costs 0.06. An episode that hits the call cap "
        "without submitting receives s_ans = 0 and still pays for its calls."
    ),
    Para(
        "Three design choices deserve comment. Set answers receive F1 partial credit during training, as in Mendel and Zhou [15]; a binary "
        "reward is ablated in Section 7.1. The cost is weighted by price rather than counted, because the cheap "
        "GIS operations are exactly what a good policy should prefer over repeated route calls. And the checker is "
        "reachable only through submit, which ends the episode, so the policy cannot probe it."
    ),
    Heading("4.3 Policy optimization"),
    Para(
        "For each training question q we sample a group of G = 8 trajectories from the current policy and compute "
        "group-normalized advantages:"
    ),
    Para("(4)  A_i = (r_i − mean(r_1, ..., r_G)) / (std(r_1, ..., r_G) + δ),  δ = 0.01"),
    Para("The policy maximizes a clipped surrogate with a KL penalty toward the warm-start policy π_ref:"),
]

PAGE_5: list[Block] = [
    Para(
        "(5)  J(θ) = E_q [ (1/G) Σ_i (1/|M_i|) Σ_{t ∈ M_i} min(ρ_{i,t} · A_i, clip(ρ_{i,t}, 1 − ε, 1 + ε) · A_i) ] − β · KL(π_θ, π_ref)"
    ),
    Para(
        "Here ρ_{i,t} is the ratio of new to old token probabilities and M_i is the set of model-generated token "
        "positions in trajectory i. Tool outputs are excluded from M_i, so the policy is never trained to predict "
        "what the map returns. Groups in which all eight rewards are equal carry no signal and are dropped before the "
        "update. Early in training this removes about 23% of groups; by the end of the 32B run it removes 41%."
    ),
    Heading("4.4 Supervised warm start"),
    Para(
        "RL from an instruction-tuned model rarely produces a well-formed trajectory at 1.5B, so every policy starts "
        "from supervised fine-tuning (SFT). We ran GeoReAct with Pharos-XL on 11,950 training questions and kept the "
        "6,800 trajectories (56.9%) with s_ans = 1 and at most 12 calls. We did not deduplicate repeated calls in "
        "these trajectories, which partly explains why SFT policies over-call. SFT runs for three epochs; RL then "
        "samples from the full 41,260-question pool, including the questions used for SFT."
    ),
    Heading("5 Experimental Setup"),
    Heading("5.1 Policies"),
    Para(
        "All policies are initialized from the Tern instruction-tuned family at 1.5B, 7B and 32B parameters "
        "(Tern-1.5B-Instruct, Tern-7B-Instruct, Tern-32B-Instruct) [21], which share a tokenizer and a 32k context window. "
        "We call the resulting agents GeoMapRL-1.5B, GeoMapRL-7B and GeoMapRL-32B. Not every experiment is run at "
        "every size: the λ_c = 0 comparison and all ablations use 7B only, and the 32B policy was trained once."
    ),
    Heading("5.2 Baselines"),
    Bullets(
        (
            "Prompted ReAct: Tern-32B-Instruct with three in-context trajectories and the same tools and system prompt.",
            "GeoReAct [1]: our reimplementation with Pharos-XL, an API model whose parameter count is not disclosed, "
            "using the original prompt adapted to our tool names.",
            "Text2Spatial [16]: Tern-32B-Instruct prompted with the released Text2Spatial prompt to write one query "
            "against a PostGIS copy of the snapshot, with one retry on execution error and an opening-hours SQL function.",
            "SFT: the warm-start policies at each of the three sizes, without RL.",
            "RL, λ_c = 0: the 7B recipe with the cost term removed; all other settings are identical.",
        )
    ),
    Heading("5.3 Metrics"),
    Para(
        "EM is the percentage of questions with s_ans = 1. F1 averages s_ans, which equals EM on scalar answers and "
        "gives partial credit on sets. Calls/q counts tool calls per question excluding submit; Cost/q sums "
        "weights as in Eq. 2. Latency is end-to-end wall-clock time per question at batch size 1, including emulated "
        "tool delays; we report the median (p50) and 95th percentile (p95). All policies decode greedily at test time."
    ),
    Heading("5.4 Implementation"),
    Para(
        "Rollouts are generated by an in-house inference server; updates run on NX-80 accelerators with fully "
        "sharded data parallelism. Learning rates, KL coefficients, batch sizes and step counts differ between "
        "sizes and are listed in Table 9 (Appendix A). The 7B run takes 1,000 steps of 128 questions, i.e. 1,024 "
        "rollouts per step, and finishes in 41 hours on 32 accelerators. The 32B policy sees each training question "
        "about 1.2 times on average; the 1.5B policy sees each about 3.7 times."
    ),
    Para(
        "At test time the 1.5B and 7B policies are served on one accelerator each and the 32B policy on four with "
        "tensor parallelism. Hyperparameters were selected on Dev; Test-ID and Test-HO were each evaluated once per "
        "reported system."
    ),
]

PAGE_6: list[Block] = [
    Heading("6 Results"),
    Heading("6.1 Main results"),
    Para("Table 2 reports accuracy, tool use and latency on Test-ID."),
    TableBlock(
        "Table 2: Main results on Test-ID (2,400 questions). Calls/q excludes submit; Cost/q is in weighted cost units "
        "(1 unit = $0.0004). Text2Spatial issues database queries instead of priced tool calls, so its calls and cost "
        "are not comparable and are omitted. n/d = not disclosed.",
        (
            ("System", "Policy size", "EM", "F1", "Calls/q", "Cost/q", "p50 latency (s)"),
            ("Prompted ReAct", "32B", "41.8", "52.6", "9.7", "11.4", "14.2"),
            ("GeoReAct (Pharos-XL)", "n/d", "55.3", "63.9", "8.1", "9.6", "11.8"),
            ("Text2Spatial", "32B", "48.7", "56.2", "–", "–", "5.2"),
            ("SFT", "1.5B", "38.2", "47.5", "7.4", "8.3", "3.1"),
            ("SFT", "7B", "50.6", "59.8", "7.9", "8.8", "4.6"),
            ("SFT", "32B", "58.9", "67.1", "8.3", "9.3", "9.4"),
            ("RL, λ_c = 0", "7B", "64.2", "71.8", "11.6", "15.9", "6.9"),
            ("GeoMapRL", "1.5B", "52.7", "61.3", "5.2", "5.6", "2.4"),
            ("GeoMapRL", "7B", "63.5", "71.0", "5.9", "6.3", "3.8"),
            ("GeoMapRL", "32B", "71.4", "78.2", "6.1", "6.4", "7.9"),
        ),
    ),
    Para("Four observations:"),
    Bullets(
        (
            "RL helps at every size. Over SFT, EM rises by 14.5 points at 1.5B, 12.9 at 7B and 12.5 at 32B, while calls "
            "per question fall by 2.0 to 2.2 (from 7.4, 7.9 and 8.3 to 5.2, 5.9 and 6.1).",
            "Size still matters. GeoMapRL-1.5B (52.7 EM) is below GeoReAct (55.3) but costs 5.6 rather than 9.6 units per "
            "question; GeoMapRL-7B already exceeds GeoReAct by 8.2 EM.",
            "The cost term is nearly free in accuracy. GeoMapRL-7B gives up 0.7 EM relative to RL with λ_c = 0 and "
            "cuts Cost/q from 15.9 to 6.3, a 60% reduction, and median latency from 6.9 s to 3.8 s.",
            "Single-query code generation is fast but brittle. Text2Spatial reaches 48.7 EM with a 5.2 s median "
            "latency; most of its errors are on opening-hours questions.",
        )
    ),
    Para(
        "We test differences with a paired bootstrap over questions (10,000 resamples). Every RL-vs-SFT difference in "
        "Table 2 is significant at p < 0.001. The 0.7-point gap between GeoMapRL-7B and RL with λ_c = 0 is not "
        "(p = 0.41), while their difference in Cost/q is significant at any threshold we tried."
    ),
    Para(
        "GeoMapRL-32B uses 6.1 calls per question, slightly more than the 7B policy (5.9) and 0.6 more than the "
        "gold programs (5.5). The invalid-call rate is 1.8% for GeoMapRL-7B, against 4.2% for SFT-7B and 7.5% for "
        "Prompted ReAct."
    ),
    Heading("6.2 Results by question type"),
    Para(
        "Table 3 splits Test-ID by question type. The counts in the first column sum to 2,400, and the last row "
        "reproduces the EM column of Table 2."
    ),
]

PAGE_7: list[Block] = [
    TableBlock(
        "Table 3: EM by question type on Test-ID. n = number of test questions of that type. RL λ_c = 0 and the "
        "SFT baseline are shown at the sizes we trained them for this comparison (7B and 32B respectively).",
        (
            ("Type (n)", "GeoReAct", "SFT-32B", "RL λ_c=0 (7B)", "GeoMapRL-1.5B", "GeoMapRL-7B", "GeoMapRL-32B"),
            ("PRX (560)", "64.1", "68.0", "72.3", "62.3", "71.1", "78.9"),
            ("HRS (480)", "47.5", "50.2", "60.0", "46.5", "60.0", "69.0"),
            ("RTE (440)", "66.8", "70.5", "73.9", "58.6", "71.1", "72.5"),
            ("SET (400)", "45.2", "49.8", "57.5", "44.8", "56.5", "66.2"),
            ("CNT (330)", "41.8", "44.5", "52.1", "41.2", "51.2", "60.3"),
            ("UNA (190)", "66.8", "71.6", "63.7", "63.2", "68.4", "83.2"),
            ("All (2,400)", "55.3", "58.9", "64.2", "52.7", "63.5", "71.4"),
        ),
    ),
    Para(
        "The largest gains from RL are on HRS and SET questions, which need three or more dependent calls. "
        "GeoMapRL-32B improves on SFT-32B by 18.8 points on HRS and 16.4 on SET, but by only 2.0 points on RTE "
        "(72.5 vs. 70.5). Route questions are mostly a single route call after geocoding; SFT already does that, "
        "and the residual errors are mode and departure-time mistakes that the reward does not localize."
    ),
    Para(
        "RTE is also the only type where the cost penalty visibly hurts: RL with λ_c = 0 scores 73.9 against 71.1 "
        "for GeoMapRL-7B. The uncapped policy routes twice when unsure of the mode, and sometimes that second route "
        "is the right one. Conversely, the cost-aware policy is better on UNA (68.4 vs. 63.7), because the uncapped "
        "policy keeps searching for an anchor that does not exist and eventually submits a near match."
    ),
    Para(
        "CNT remains the hardest type for every system. Counting errors compound: a single missed or extra POI "
        "makes the answer wrong, whereas the same mistake on a set question still earns partial F1. "
        "Vs. GeoReAct, GeoMapRL-32B gains 18.5 points on CNT, slightly above its average gain of 16.1."
    ),
    Heading("6.3 Results by city"),
    Para(
        "Table 4 reports EM per city, together with the share of POIs in each city that carry an opening_hours tag. "
        "The prompted ReAct, Text2Spatial and λ_c = 0 systems were not evaluated on Test-HO."
    ),
    TableBlock(
        "Table 4: EM per city. In-distribution (ID) cities have 400 Test-ID questions each; held-out (HO) cities have "
        "600 Test-HO questions each. Hours tag = share of POIs in the snapshot with an opening_hours tag.",
        (
            ("City", "Split", "Hours tag", "GeoReAct", "SFT-32B", "GeoMapRL-7B", "GeoMapRL-32B"),
            ("Lisbon", "ID", "64%", "60.8", "63.5", "67.8", "75.5"),
            ("Osaka", "ID", "48%", "52.0", "56.2", "61.0", "69.0"),
            ("Nairobi", "ID", "21%", "49.5", "52.8", "58.2", "66.2"),
            ("Montréal", "ID", "69%", "61.2", "64.0", "68.5", "76.2"),
            ("Melbourne", "ID", "71%", "62.0", "65.2", "69.2", "77.8"),
            ("Ahmedabad", "ID", "17%", "46.2", "51.8", "56.2", "63.8"),
            ("ID average", "", "", "55.3", "58.9", "63.5", "71.4"),
            ("Kraków", "HO", "66%", "53.8", "51.2", "55.8", "64.8"),
            ("Medellín", "HO", "29%", "52.2", "47.7", "50.3", "61.5"),
            ("HO average", "", "", "53.0", "49.4", "53.1", "63.2"),
        ),
    ),
    Para(
        "City effects are large and track data coverage. Ahmedabad and Nairobi, where fewer than a quarter of POIs "
        "have an opening_hours tag, are the two weakest in-distribution cities for every system. With sparse tags, "
        "many HRS answers hinge on the unknown subset returned by hours_filter, and policies often include unknown "
        "POIs as open despite the stated convention."
    ),
]

PAGE_8: list[Block] = [
    Para(
        "Held-out cities reveal how much of the RL gain is city-specific. GeoMapRL-32B loses 8.2 points from ID to HO "
        "(71.4 to 63.2) and GeoMapRL-7B loses 10.4 (63.5 to 53.1), whereas GeoReAct loses only 2.3. On Medellín the "
        "7B policy is 1.9 points below GeoReAct. Our reading is that small policies partly memorize city-specific "
        "geocoding habits, such as which station names are ambiguous in Lisbon. GeoMapRL-1.5B scores 44.7 on Kraków "
        "and 40.3 on Medellín (42.5 on average); it is omitted from Table 4 for space."
    ),
    Heading("6.4 Human-written questions"),
    Para(
        "UrbanAsk [14] contains 612 questions about Lisbon, Chicago and Seoul written by residents. We built "
        "GeoSandbox extracts for Chicago and Seoul for this evaluation only and re-derived gold answers by hand for "
        "541 questions; the other 71 depend on information absent from the snapshot, such as parking prices, and "
        "were dropped. GeoMapRL-32B scores 58.7 EM on the 541 questions, GeoReAct 49.8, GeoMapRL-7B 47.2 and "
        "SFT-32B 44.1. The best result reported in the UrbanAsk paper is 46.3, on the full 612 questions and with "
        "a different map source, so the numbers are not directly comparable. We did not evaluate the 1.5B policy "
        "on UrbanAsk."
    ),
    Para(
        "Human phrasing is the main difficulty. About a third of UrbanAsk questions use relative expressions such as "
        "“close to”, “near the river” or “on the way to work” that no template produces. The 32B policy usually "
        "converts these to explicit buffers of 300 to 500 m; the gold answers, written by residents, imply larger "
        "radii about as often as smaller ones."
    ),
    Heading("7 Ablations"),
    Heading("7.1 Reward and training components"),
    Para(
        "Table 5 removes one component at a time from the 7B recipe. Each variant is trained for the full 1,000 "
        "steps with seed 0 and evaluated on Test-ID. We did not repeat the ablations at 1.5B or 32B."
    ),
    TableBlock(
        "Table 5: Ablations of GeoMapRL-7B on Test-ID. Cost/q is always measured with the true tool weights, "
        "including for the uniform-weight variant. Invalid = share of calls rejected by schema validation.",
        (
            ("Variant", "EM", "F1", "Calls/q", "Cost/q", "Invalid (%)"),
            ("GeoMapRL-7B (full)", "63.5", "71.0", "5.9", "6.3", "1.8"),
            ("No SFT warm start", "47.9", "56.4", "10.8", "13.0", "9.6"),
            ("Binary answer reward (no F1 credit)", "60.1", "66.2", "6.2", "6.6", "2.0"),
            ("λ_c = 0 (no cost term)", "64.2", "71.8", "11.6", "15.9", "1.5"),
            ("Uniform tool weights (w = 1)", "62.0", "69.7", "5.5", "7.4", "1.9"),
            ("No format penalty (λ_f = 0)", "62.7", "70.4", "6.1", "6.5", "6.9"),
            ("No tool-output masking", "61.2", "68.9", "6.0", "6.4", "2.3"),
            ("Group size G = 4", "61.9", "69.5", "6.1", "6.5", "1.9"),
            ("No zero-variance group filter", "62.4", "70.1", "6.0", "6.4", "1.8"),
            ("Without hours_filter tool", "57.3", "65.0", "5.4", "5.7", "2.1"),
        ),
    ),
]

PAGE_9: list[Block] = [
    Para("Takeaways from Table 5:"),
    Bullets(
        (
            "The warm start is essential. Without it the 7B policy reaches 47.9 EM, below SFT-7B alone (50.6), at about twice "
            "the cost of the full recipe. At 1.5B, RL without warm start produced a valid submit in fewer than 20% of rollouts over the first "
            "200 steps and we stopped the run; there is no 1.5B number to report.",
            "Partial credit helps set questions. With a binary reward, EM drops by 3.4 points, almost entirely on SET and CNT.",
            "Price weighting matters more than call count. Uniform weights yield fewer calls (5.5) but a higher cost (7.4), "
            "because the policy no longer avoids route calls.",
            "The format penalty mainly controls invalid calls, which rise from 1.8% to 6.9% without it; EM drops by 0.8.",
            "Removing hours_filter forces the policy to parse raw opening_hours strings itself. HRS EM falls from 60.0 to "
            "31.9, which accounts for most of the 6.2-point overall drop. Most new errors involve overnight ranges and "
            "holiday rules, the constructs that Bakshi and Lindgren [2] identify as hardest to parse.",
        )
    ),
    Para(
        "Tool-output masking and the group filter each contribute one to two points. Without masking, the policy "
        "starts copying fragments of earlier tool outputs into its thoughts, and invalid calls become more frequent."
    ),
    Heading("7.2 The cost coefficient"),
    Para(
        "Fig. 1 sweeps λ_c for the 7B recipe over six values: 0, 0.005, 0.01, 0.02, 0.05 and 0.1. EM is flat up to "
        "0.02 (64.2, 64.1, 63.9, 63.5) while Cost/q falls from 15.9 to 12.1, 8.9 and 6.3 units. Beyond that point "
        "accuracy degrades quickly: λ_c = 0.05 gives 58.4 EM at 4.4 units, and λ_c = 0.1 gives 49.7 EM at 3.2 units."
    ),
    FigureBlock(
        "Figure 1: Cost coefficient sweep for GeoMapRL-7B on Test-ID. The x axis runs over λ_c = 0, 0.005, 0.01, "
        "0.02, 0.05, 0.1. Upper series: EM / 100. Lower series: Cost/q divided by C_max = 20.",
        "cost coefficient λ_c (six settings, left to right)",
        "EM / 100 and normalized cost",
        (
            (0.642, 0.641, 0.639, 0.635, 0.584, 0.497),
            (0.795, 0.605, 0.445, 0.315, 0.22, 0.16),
        ),
    ),
    Para(
        "At λ_c = 0.1 the policy begins to skip geocoding for well-known anchors and guess coordinates, the collapse "
        "toward memory that Sato and Whitcombe [20] describe. It also submits NONE without any tool call on 6.3% of "
        "answerable questions, a cheap way to avoid the penalty that never occurs at λ_c ≤ 0.02. We chose 0.02 on Dev before looking at Test-ID; the Dev "
        "curve has the same knee. We did not sweep λ_c at 1.5B or 32B, and the best value may differ with size."
    ),
    Heading("7.3 Inference-time call cap"),
    Para(
        "Training uses a 16-call cap. Lowering the cap at test time hurts quickly: with 8 calls GeoMapRL-7B scores "
        "60.2 EM, with 4 calls 41.7. Raising it to 24 changes nothing measurable (63.6). Appendix C gives the full sweep."
    ),
    Heading("8 Analysis"),
    Heading("8.1 Latency and serving cost"),
    Para(
        "Table 6 converts cost units to dollars and adds estimated inference cost. Inference cost for Tern policies is "
        "computed from accelerator-hours at our internal rate; for GeoReAct it is the Pharos-XL list price for the "
        "tokens consumed, following the accounting of Marchetti and Oyelowo [13]."
    ),
]

PAGE_10: list[Block] = [
    TableBlock(
        "Table 6: Serving cost per 1,000 Test-ID questions and end-to-end latency per question (batch size 1).",
        (
            ("System", "Tool fees ($)", "Inference ($)", "Total ($)", "p50 (s)", "p95 (s)"),
            ("Prompted ReAct (32B)", "4.56", "6.10", "10.66", "14.2", "38.9"),
            ("GeoReAct (Pharos-XL)", "3.84", "41.20", "45.04", "11.8", "29.5"),
            ("SFT-32B", "3.72", "4.85", "8.57", "9.4", "22.7"),
            ("RL, λ_c = 0 (7B)", "6.36", "1.58", "7.94", "6.9", "19.3"),
            ("GeoMapRL-1.5B", "2.24", "0.31", "2.55", "2.4", "5.6"),
            ("GeoMapRL-7B", "2.52", "0.92", "3.44", "3.8", "8.7"),
            ("GeoMapRL-32B", "2.56", "3.70", "6.26", "7.9", "16.4"),
        ),
    ),
    Para(
        "GeoMapRL-7B is 13 times cheaper than GeoReAct per question and has a p95 latency of 8.7 s against 29.5 s. "
        "Tool fees dominate for the small policies and inference dominates at 32B."
    ),
    Para(
        "Of GeoMapRL-7B's 3.8 s median, 1.1 s is spent waiting for tools and 2.7 s decoding. For the λ_c = 0 policy, "
        "tool waiting grows to 2.4 s of its 6.9 s median, mostly in route calls, which have a median emulated latency "
        "of 310 ms each. We did not measure energy use, and the latencies exclude network time between client and "
        "agent."
    ),
    Heading("8.2 Tool-use patterns"),
    Para(
        "Table 7 breaks calls down by tool. The cost-aware policies end up close to the gold programs in every row, "
        "while SFT and the uncapped RL policy overuse search and routing."
    ),
    TableBlock(
        "Table 7: Mean calls per Test-ID question by tool. Gold = the executable gold programs. Totals match Calls/q "
        "in Table 2; the last row applies the tool weights of Section 3.2.",
        (
            ("Tool", "Gold", "SFT-7B", "RL λ_c=0 (7B)", "GeoMapRL-7B", "GeoMapRL-32B"),
            ("geocode", "1.3", "1.8", "2.5", "1.3", "1.3"),
            ("poi_search", "1.7", "2.6", "3.4", "1.8", "1.8"),
            ("route", "0.7", "1.1", "2.9", "0.8", "0.8"),
            ("buffer", "0.6", "0.8", "1.0", "0.8", "0.8"),
            ("intersect", "0.4", "0.5", "0.6", "0.4", "0.5"),
            ("nearest", "0.3", "0.4", "0.5", "0.3", "0.3"),
            ("hours_filter", "0.5", "0.7", "0.7", "0.5", "0.6"),
            ("Total calls", "5.5", "7.9", "11.6", "5.9", "6.1"),
            ("Weighted cost", "5.8", "8.8", "15.9", "6.3", "6.4"),
        ),
    ),
    Para(
        "Three behaviours account for most of the difference between the two 7B RL policies. First, the uncapped "
        "policy verifies straight-line answers with route calls: it calls route on 38% of PRX and HRS questions, "
        "which by convention never need one. Second, it repeats calls. 17.4% of its calls are exact duplicates of an "
        "earlier call in the same episode, against 3.1% for GeoMapRL-7B. Third, it geocodes the same anchor under "
        "several spellings."
    ),
    Para(
        "The cost-aware policy learned a different habit: it buffers first and searches inside the buffer, "
        "instead of searching a large radius and filtering afterwards. This uses 0.8 buffer calls per question, more "
        "than the gold programs, but keeps poi_search results small. We did not design for this behaviour; it first "
        "appears around step 300 of the 7B run."
    ),
    Heading("8.3 Failure taxonomy"),
    Para(
        "Two authors annotated 300 randomly sampled Test-ID failures each for GeoMapRL-7B (of 876 failures) and "
        "GeoMapRL-32B (of 686), assigning one primary category per failure. Agreement on a doubly annotated subset "
        "of 80 failures was κ = 0.71. Table 8 gives the categories and counts."
    ),
]

PAGE_11: list[Block] = [
    TableBlock(
        "Table 8: Failure taxonomy for 300 sampled Test-ID failures per policy. Each failure has one primary category.",
        (
            ("Category", "Description", "7B", "32B"),
            (
                "Anchor resolution",
                "The geocoder returned several candidates and the policy chose the wrong one, e.g. a bus stop that shares its name with a metro station.",
                "58",
                "52",
            ),
            (
                "Distance semantics",
                "Straight-line and network distance confused; mostly walking questions answered with buffer, less often the reverse.",
                "51",
                "47",
            ),
            (
                "Opening-hours reasoning",
                "Overnight ranges misread, holiday rules ignored, or POIs in the unknown subset treated as open.",
                "47",
                "33",
            ),
            ("Premature submit", "An answer was submitted before all constraints of the question had been applied.", "42", "39"),
            (
                "Set-operation error",
                "Union or difference used where an intersection was required, or the two handles swapped in a difference.",
                "33",
                "24",
            ),
            (
                "Unanswerable misjudged",
                "NONE returned for an answerable question, or an answer invented for an unanswerable one.",
                "27",
                "41",
            ),
            ("Budget exhausted", "The 16-call cap was reached without a submit.", "12", "9"),
            (
                "Ground-truth error",
                "On inspection the gold answer is wrong: a stale tag, a generator bug, or wording that admits two readings.",
                "21",
                "38",
            ),
            ("Other", "Tokenization of unusual place names, unit mistakes, and unclassifiable cases.", "9", "17"),
            ("Total", "", "300", "300"),
        ),
    ),
    Para(
        "Anchor resolution and distance semantics are the two largest categories for both sizes, and scaling from "
        "7B to 32B reduces them only slightly. Imamura et al. [10] report the same station-name ambiguity for human "
        "users of transit apps in Osaka. The categories that shrink most with size are opening-hours reasoning "
        "(47 to 33) and set-operation errors (33 to 24)."
    ),
    Para(
        "The unanswerable category changes character with size. For 7B, 19 of the 27 cases are invented answers to "
        "unanswerable questions. For 32B, 29 of 41 are the opposite: the policy returns NONE for answerable questions "
        "after a geocode with a low match score. The 32B policy is, if anything, too cautious."
    ),
    Para(
        "Ground-truth errors qualify the headline numbers. Extrapolating 38 of 300 sampled 32B failures to all 686 "
        "failures suggests that about 87 Test-ID questions, or 3.6% of the test set, have a wrong or ambiguous gold "
        "answer; the 7B sample gives a lower estimate of about 61 questions (2.6%). The two estimates disagree because "
        "a stronger policy fails more often on exactly the questions whose labels are wrong. We have not corrected "
        "the test set, and every number in this paper uses the original labels; the true accuracy of GeoMapRL-32B is "
        "therefore likely a few points higher than 71.4."
    ),
    Heading("8.4 Training dynamics"),
    Para(
        "Fig. 2 shows mean training reward for the three sizes. All three curves rise fastest in the first quarter "
        "of training. The 32B run plateaus at a reward of about 0.72 and the 1.5B run at about 0.55. Rewards are lower "
        "than EM because they include the cost term and partial F1."
    ),
    FigureBlock(
        "Figure 2: Mean training reward (Eq. 3) over training, smoothed over 25 steps. The x axis is the fraction of "
        "each run (1,200, 1,000 and 800 steps for 1.5B, 7B and 32B). Series from bottom to top: 1.5B, 7B, 32B.",
        "fraction of training run",
        "mean reward",
        (
            (0.31, 0.38, 0.43, 0.47, 0.50, 0.52, 0.53, 0.54, 0.55, 0.55, 0.55),
            (0.42, 0.50, 0.55, 0.59, 0.61, 0.63, 0.64, 0.65, 0.65, 0.66, 0.66),
            (0.51, 0.58, 0.63, 0.66, 0.68, 0.70, 0.71, 0.71, 0.72, 0.72, 0.72),
        ),
    ),
]

PAGE_12: list[Block] = [
    Para(
        "Fig. 3 tracks calls per rollout for the 7B recipe with and without the cost term. Both runs start from the "
        "same SFT policy at 7.9 calls. With λ_c = 0.02 the count rises briefly, then falls to about 5.9 by the last "
        "tenth of training. With λ_c = 0 it climbs steadily to about 11.6, and the rate of duplicate calls climbs with it."
    ),
    FigureBlock(
        "Figure 3: Mean tool calls per training rollout for the 7B recipe, divided by the 16-call cap. Series: "
        "λ_c = 0.02 (GeoMapRL-7B) and λ_c = 0. The x axis is the fraction of the 1,000-step run.",
        "fraction of training run",
        "calls per rollout / 16",
        (
            (0.49, 0.50, 0.48, 0.45, 0.42, 0.40, 0.39, 0.38, 0.37, 0.37, 0.37),
            (0.49, 0.53, 0.57, 0.61, 0.64, 0.67, 0.69, 0.70, 0.71, 0.72, 0.73),
        ),
    ),
    Para(
        "Seed variance is modest at 7B. Two additional seeds of GeoMapRL-7B reached 62.8 and 64.1 EM (seed 0, "
        "reported throughout, reached 63.5). At 1.5B the three seeds span 51.9 to 53.4. We trained GeoMapRL-32B "
        "once and cannot report its variance."
    ),
    Heading("9 Limitations"),
    Bullets(
        (
            "Frozen data. All experiments use a snapshot from 14 March 2026 and emulated latencies. We did not test "
            "against live map services, whose results and prices change.",
            "Synthetic questions. Training and test questions come from templates; only the 541 rebuilt UrbanAsk "
            "questions are human-written, and all questions are in English.",
            "One price list. The cost weights follow our internal pricing. Apart from the uniform-weight ablation we did "
            "not retrain under other weightings, and the best λ_c will differ for other providers.",
            "Label noise. Roughly 3.6% of Test-ID labels may be wrong (Section 8.3).",
            "Opening-hours convention. Excluding POIs with unknown hours is defensible for scoring but not always what "
            "a user wants, especially in cities where fewer than a quarter of POIs are tagged.",
            "No user study. We measured accuracy, cost and latency, not user satisfaction, and we did not measure energy use.",
        )
    ),
    Heading("10 Conclusion"),
    Para(
        "GeoMapRL shows that a plain outcome-reward recipe with a price-weighted call penalty produces geospatial "
        "agents that are more accurate and much cheaper than prompted agents, at 1.5B, 7B and 32B parameters. The "
        "cost term gives up under one point of EM at 7B and cuts tool spend by 60%. The open problems are transfer to "
        "unseen cities, where small policies lose most of their advantage, and label quality, which limits how far "
        "test accuracy can be trusted above 70 EM."
    ),
    Para(
        "Acknowledgments. Dr. Amara Oyelaran audited the opening-hours parser and found two overnight-range bugs "
        "before the test sets were frozen. We also thank the maps platform team for the price list and latency logs."
    ),
]

PAGE_13: list[Block] = [
    References(
        (
            "[1] L. Alvarez-Ruiz, T. Brenner, and K. Moss. GeoReAct: Reasoning and acting over map APIs. In Proc. of the Workshop on Spatial Language Understanding, 2025.",
            "[2] H. Bakshi and O. Lindgren. Opening hours as a formal language: Parsing and validation at scale. Transactions in Open Geodata, 4(2):55–71, 2024.",
            "[3] E. Brunner. How complete is volunteered POI data? A survey of 40 European cities. Journal of Map Data Quality, 11:1–19, 2023.",
            "[4] S. Dahl. Kestrel: A multimodal routing engine for timetable-aware queries. In Proc. of SIGSPATIAL Demos, 2022.",
            "[5] M. Ekwueme and J. Park. Budgeted decoding for tool-augmented language models. arXiv:2503.08812, 2025.",
            "[6] R. Farouk, D. Klein, and A. Sørensen. Executable programs as supervision for compositional map questions. In Findings of ACL, 2024.",
            "[7] B. Ferreira and P. Lund. Do language models know how far things are? Probing metric spatial knowledge. In Proc. of EMNLP, 2024.",
            "[8] G. Hallström and N. Ruiz. Deterministic sandboxes for agent evaluation. arXiv:2411.02290, 2024.",
            "[9] C. Heller and V. Ibarra. ToolCost: Penalizing calls in tool-augmented reinforcement learning. In Proc. of ICLR, 2025.",
            "[10] Y. Imamura, K. Tan, and F. Adebayo. Geocoding ambiguity in transit-dense cities. International Journal of Geographic Computing, 19(3):201–219, 2024.",
            "[11] T. Ito and M. Salazar. SpaRC: Spatial relation comprehension in language models. In Proc. of NAACL, 2024.",
            "[12] J. Lindqvist, A. Moreau, and W. Chen. Critic-free policy optimization with group-relative advantages. arXiv:2404.11876, 2024.",
            "[13] D. Marchetti and S. Oyelowo. Latency-aware serving of tool-using agents. In Proc. of MLSys, 2025.",
            "[14] N. Mbeki, R. Saran, and I. Colquhoun. UrbanAsk: Human-written questions about local places. In Proc. of LREC-COLING, 2025.",
            "[15] P. Mendel and Q. Zhou. Rewarding partial answers: F1 rewards for list-valued questions. arXiv:2502.04417, 2025.",
            "[16] K. Nakagawa and L. Brandt. Text2Spatial: Generating PostGIS queries from natural language. In Proc. of ACL, 2024.",
            "[17] C. Okafor, E. Lindahl, and R. Varga. DelveRL: Outcome-reward training of search agents. In Proc. of NeurIPS, 2025.",
            "[18] A. Petrov and H. Nakamura. Handles, not payloads: Server-side state for agent tool interfaces. arXiv:2506.01934, 2025.",
            "[19] S. Qureshi, M. Laine, and T. Obi. Reward hacking in interactive tool environments. In Proc. of ICML, 2025.",
            "[20] R. Sato and E. Whitcombe. When penalties collapse policies: Tool-use budgets in agent RL. arXiv:2508.06620, 2025.",
            "[21] Tern Team. The Tern family of open language models. Technical report, 2025.",
        )
    ),
]

PAGE_14: list[Block] = [
    Heading("A Hyperparameters"),
    Para(
        "Table 9 lists hyperparameters for every trained method. SFT values are shared across sizes except where "
        "noted. All runs use AdamW with β2 = 0.95, no weight decay, and cosine decay after warmup."
    ),
    TableBlock(
        "Table 9: Hyperparameters per method. Batch = questions per RL step (each with G rollouts) or trajectories per "
        "SFT step. Accelerator and hour figures for SFT are given for 1.5B / 7B / 32B.",
        (
            ("Setting", "SFT (all sizes)", "GeoMapRL-1.5B", "GeoMapRL-7B", "GeoMapRL-32B", "RL λ_c=0 (7B)"),
            ("Initialization", "Tern-*-Instruct", "SFT-1.5B", "SFT-7B", "SFT-32B", "SFT-7B"),
            ("Learning rate", "1e-5 (5e-6 at 32B)", "2e-6", "1e-6", "5e-7", "1e-6"),
            ("Batch size", "64", "128", "128", "64", "128"),
            ("Group size G", "–", "8", "8", "8", "8"),
            ("KL coefficient β", "–", "0.01", "0.02", "0.04", "0.02"),
            ("Cost coefficient λ_c", "–", "0.02", "0.02", "0.02", "0"),
            ("Format penalty λ_f", "–", "0.1", "0.1", "0.1", "0.1"),
            ("Clip ε", "–", "0.2", "0.2", "0.15", "0.2"),
            ("Rollout temperature", "–", "1.0", "1.0", "0.9", "1.0"),
            ("Training length", "3 epochs", "1,200 steps", "1,000 steps", "800 steps", "1,000 steps"),
            ("Warmup steps", "50", "20", "20", "20", "20"),
            ("Max calls / context", "16 / 8,192", "16 / 8,192", "16 / 8,192", "16 / 8,192", "16 / 8,192"),
            ("Accelerators", "8 / 16 / 64", "8", "32", "128", "32"),
            ("Wall-clock (h)", "3 / 6 / 21", "19", "41", "96", "53"),
        ),
    ),
    Para(
        "The λ_c = 0 run takes 12 hours longer than GeoMapRL-7B on the same hardware because its rollouts contain "
        "twice as many calls. The KL coefficient was raised with size after the first 32B attempt at β = 0.02 drifted "
        "into very long thoughts; that attempt was stopped at step 150 and is not reported elsewhere."
    ),
    Heading("B Tool schema"),
    Para(
        "Table 10 gives the tool schema exactly as presented to the policy, abbreviated only in the description of "
        "return values. Latencies are medians of the emulated distributions."
    ),
    TableBlock(
        "Table 10: Tool schema, cost weights and median emulated latency. Ids and handles are opaque strings.",
        (
            ("Tool", "Arguments", "Returns", "Weight", "Latency (ms)"),
            (
                "geocode",
                "query: string; city: string; limit: integer ≤ 5",
                "Candidates with id, name, kind, lat, lon and a match score in [0, 1]",
                "0.5",
                "85",
            ),
            (
                "poi_search",
                "category: one of 148; within: handle, or center id plus radius_m; name: optional string; limit ≤ 50; page",
                "A handle to the full result set and the first 20 rows with id, name, lat, lon and the raw opening_hours string",
                "1.5",
                "140",
            ),
            (
                "route",
                "origin: id; destination: id; mode: walk, drive or transit; depart_at: optional weekday and time",
                "distance_m, duration_s and, for transit, the number of transfers",
                "3.0",
                "310",
            ),
            ("buffer", "target: id or handle; radius_m ≤ 5,000", "A handle to a geodesic buffer polygon", "0.25", "12"),
            (
                "intersect",
                "a: handle; b: handle; op: and, or, minus",
                "A handle to the resulting set or polygon and its row count",
                "0.25",
                "9",
            ),
            (
                "nearest",
                "anchor: id; candidates: handle; k ≤ 10",
                "k rows with id and straight-line distance in metres",
                "0.5",
                "21",
            ),
            (
                "hours_filter",
                "candidates: handle; at: weekday and time; mode: open_at or open_after",
                "Handles to the open, closed and unknown subsets with their counts",
                "0.25",
                "6",
            ),
            ("submit", "answer: list of ids, number with unit, single id, or NONE", "Ends the episode; no observation", "0", "–"),
        ),
    ),
]

PAGE_15: list[Block] = [
    Heading("C Additional results"),
    Para(
        "Table 11 varies the call cap at inference for GeoMapRL-7B, which was trained with a cap of 16. We also tried "
        "sampling five trajectories at temperature 0.7 and taking a majority vote over answers: EM rises to 65.0, but "
        "Cost/q rises five-fold to 31.5 units, so we did not adopt it."
    ),
    TableBlock(
        "Table 11: Inference-time call cap for GeoMapRL-7B on Test-ID. The policy was trained with a cap of 16.",
        (
            ("Call cap", "4", "8", "12", "16 (default)", "24"),
            ("EM", "41.7", "60.2", "63.1", "63.5", "63.6"),
            ("Calls/q", "3.6", "5.5", "5.8", "5.9", "5.9"),
            ("Cost/q", "3.9", "5.9", "6.2", "6.3", "6.3"),
            ("Budget exhausted (%)", "48.3", "9.1", "2.6", "1.4", "0.6"),
        ),
    ),
    Para("On Dev, GeoMapRL-7B scores 63.9 EM and GeoMapRL-32B 71.8, within half a point of their Test-ID scores."),
    Heading("D Prompt template and example"),
    Para(
        "System prompt (abridged). You answer questions about places in {city}. The current local time is {weekday} "
        "{time}. Use the tools to find the answer; each call has a price, so avoid calls you do not need. "
        "“Within X m” means straight-line distance unless the question names a way of travelling. Places without "
        "opening hours are not open. If the place asked about does not exist, answer NONE. Write one short thought, "
        "then exactly one tool call in JSON. Finish with submit."
    ),
    Para(
        "Table 12 contrasts the two 7B RL policies on the question from the introduction (Lisbon, Sunday 20:40). The "
        "gold answer contains two pharmacies, n:90213 and n:90877."
    ),
    TableBlock(
        "Table 12: Abridged trajectories for “Which pharmacies lie within 800 m of Cais do Sodré station and are open "
        "after 21:00 on Sunday?”. Costs in weighted units.",
        (
            ("Phase", "RL, λ_c = 0 (7B)", "GeoMapRL-7B"),
            (
                "Anchor",
                "Two geocode calls, for the station and for the ferry terminal of the same name; keeps the station.",
                "One geocode call; picks the railway station n:4471 from three candidates by its kind field.",
            ),
            (
                "Candidates",
                "poi_search for pharmacies within 1,500 m of the station, returning 14 rows.",
                "buffer of 800 m around n:4471, then poi_search for pharmacies inside the buffer, returning 6 rows.",
            ),
            (
                "Distance",
                "Six route calls in walk mode, one for each of the six pharmacies closest to the station; drops a pharmacy that is 790 m away in a straight line but 940 m on foot.",
                "None needed: the question names no mode, so straight-line distance applies.",
            ),
            (
                "Hours",
                "hours_filter with open_after 21:00 on the remaining five pharmacies.",
                "hours_filter with open_after 21:00; two open, three closed, one unknown.",
            ),
            ("Answer", "Submits one pharmacy, n:90877. F1 = 0.67, EM = 0.", "Submits n:90213 and n:90877. EM = 1."),
            ("Calls / cost", "10 calls, 20.75 units (capped at 20 in the reward).", "4 calls, 2.5 units."),
        ),
    ),
]

PAPER = GeneratedPaper(
    file="geomap_rl.pdf",
    title="GeoMapRL: Cost-Aware Reinforcement Learning for Tool-Using Geospatial Question Answering",
    short_title="GeoMapRL: Cost-Aware RL for Geospatial Tool Use",
    authors="Inês Carvalho-Mendes (1), Daniel Okonjo (1), Yuki Harada (2), Rafael Szymanski (1), Priya Venkatraman (2)",
    affiliations="(1) Wayline Labs, Lisbon   (2) Wayline Labs, Osaka",
    stamp="arXiv:2607.05531v1  [cs.AI]  8 Jul 2026",
    abstract=(
        "Questions such as which pharmacies lie within 800 m of a station and stay open after 21:00 require an "
        "assistant to combine place search, routing and geometric operations, and every call to an external map "
        "service costs money and time. We present GeoMapRL, a recipe for training language-model agents that answer "
        "such questions by calling a map search API, a routing engine and GIS operations (buffer, intersect, nearest, "
        "hours filtering) in a deterministic sandbox built from a frozen OpenStreetMap-style snapshot of eight cities. "
        "Policies are warm-started on 6,800 filtered teacher trajectories and then trained with group-relative policy "
        "optimization against a reward that checks the submitted answer against executable gold programs and subtracts "
        "a price-weighted penalty for every tool call. We train policies with 1.5B, 7B and 32B parameters. On 2,400 "
        "in-distribution test questions, GeoMapRL-32B reaches 71.4 exact match, against 55.3 for a prompted agent "
        "built on a frontier API model, and the 7B policy comes within 0.7 points of an RL policy trained without the "
        "cost term while spending 60% less on tools. Gains shrink on two held-out cities and on route-time questions, "
        "and a manual audit attributes 38 of 300 sampled failures of the 32B policy to errors in the gold answers."
    ),
    pages=pages_of(
        PAGE_1,
        PAGE_2,
        PAGE_3,
        PAGE_4,
        PAGE_5,
        PAGE_6,
        PAGE_7,
        PAGE_8,
        PAGE_9,
        PAGE_10,
        PAGE_11,
        PAGE_12,
        PAGE_13,
        PAGE_14,
        PAGE_15,
    ),
)
