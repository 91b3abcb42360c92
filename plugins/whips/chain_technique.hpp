// One of Berthier's chain types as a technique (docs/techniques.md, "Berthier's whips and braids"):
// shortest first, as CSP-Rules' rules of increasing length fire — every target with a chain of the
// least length, in candidate order (cell, then digit), then the next length, up to `max_length`.
// Each step is one chain and every target it eliminates (CSP-Rules' "blocked" rules apply a whip to
// each target it fits): a candidate linked to L1 for which the same variables and linking
// candidates make a chain of the type. Find-all reports each eliminated candidate once, in the step
// of its shortest chain; which chain, and which targets share a step, follow the search order
// (NPE_TECHNIQUE_ORDER_DEPENDENT), while the set of candidates eliminated, and each one's length, do not.
#pragma once

#include <npe/sdk.hpp>

#include <algorithm>

#include "chain_evidence.hpp"
#include "chain_rules.hpp"
#include "chain_search.hpp"
#include "chain_text.hpp"
#include "csp_graph.hpp"

namespace npe::plugins::whips {

class ChainTechnique {
 public:
  ChainTechnique(ChainType type, int max_length, bool distinct_left)
      : type_(type), max_length_(max_length), search_(type, distinct_left) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    graph_.load(position);
    CandSet done;  // targets already in a step of this find
    for (int limit = min_length(type_); limit <= max_length_; ++limit) {
      const CandSet targets = graph_.present().minus(done);
      bool stop = false;
      targets.for_each([&](int target) {
        if (stop || done.has(target)) return;
        // No chain of fewer variables exists (the last limit found none), so this one has `limit`.
        if (!search_.find(graph_, target, limit, chain_) || !proves(graph_, chain_, target)) return;
        report(target, done, sink);
        stop = sink.stopped();
      });
      if (stop) return;
    }
  }

 private:
  void report(int target, CandSet& done, sdk::StepSink& sink) {
    int targets[NPE_MAX_CHAINS];
    int count = 0;
    targets[count++] = target;
    done.add(target);
    const int per_target = evidence_nodes(graph_, chain_);
    const int most = std::min(NPE_MAX_CHAINS, NPE_MAX_CHAIN_NODES / per_target);
    graph_.links(chain_.llc[0]).minus(done).for_each([&](int other) {
      if (count < most && proves(graph_, chain_, other)) {
        targets[count++] = other;
        done.add(other);
      }
    });
    step_.reset();
    for (int i = 0; i < count; ++i) {
      step_.eliminate(cell_of(targets[i]), digit_of(targets[i]));
      write_evidence(step_, graph_, chain_, targets[i]);
    }
    char text[NPE_MAX_TEXT_LENGTH + 1];
    write_chain_text(text, chain_, targets, count);
    step_.set_text("%s", text);
    sink.emit(step_);
  }

  ChainType type_;
  int max_length_;
  ChainSearch search_;
  CspGraph graph_;
  Chain chain_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::whips
