#include "reports/evidence_json.hpp"

#include "evidence/records.hpp"
#include "evidence/sets.hpp"

namespace npe {

namespace {

using nlohmann::ordered_json;

const char* chain_kind_name(std::uint32_t kind) {
  switch (kind) {
    case NPE_CHAIN_OPEN: return "open";
    case NPE_CHAIN_LOOP: return "loop";
    default: return "forcing";
  }
}

const char* link_name(std::uint8_t link) {
  switch (link) {
    case NPE_LINK_STRONG: return "strong";
    case NPE_LINK_WEAK: return "weak";
    default: return "end";
  }
}

ordered_json cell_list(const evidence::Cells& cells) {
  ordered_json list = ordered_json::array();
  for (int cell = 0; cell < 81; ++cell) {
    if (cells.test(cell)) list.push_back(cell);
  }
  return list;
}

ordered_json chain_json(const Chain& chain) {
  ordered_json nodes = ordered_json::array();
  for (const auto& node : chain.nodes) {
    ordered_json cells = ordered_json::array();
    for (int i = 0; i < node.cell_count; ++i) cells.push_back(node.cells[i]);
    ordered_json item = {{"digit", node.digit}, {"cells", std::move(cells)}, {"link", link_name(node.link)}};
    if (chain.kind == NPE_CHAIN_FORCING) item["true"] = (node.flags & NPE_NODE_TRUE) != 0;
    nodes.push_back(std::move(item));
  }
  return {{"kind", chain_kind_name(chain.kind)}, {"nodes", std::move(nodes)}};
}

ordered_json sets_json(const evidence::SetLogic& logic) {
  ordered_json base = ordered_json::array(), cover = ordered_json::array();
  for (const auto& set : logic.sets) (set.role == NPE_SET_BASE ? base : cover).push_back(evidence::set_text(set));
  const auto rank = static_cast<int>(cover.size()) - static_cast<int>(base.size());
  return {{"base", std::move(base)}, {"cover", std::move(cover)}, {"rank", rank}};
}

ordered_json pattern_json(const evidence::Pattern& pattern) {
  ordered_json digits = ordered_json::array(), guardians = ordered_json::array();
  for (int digit = 1; digit <= 9; ++digit) {
    if (sdk::has_digit(pattern.digits, digit)) digits.push_back(digit);
  }
  for (const auto& [cell, digit] : pattern.guardians) guardians.push_back({cell, digit});
  return {{"kind", pattern.kind == NPE_PATTERN_DEADLY ? "deadly" : "impossible"},
          {"cells", cell_list(pattern.cells)},
          {"digits", std::move(digits)},
          {"guardians", std::move(guardians)}};
}

void add_records(const Step& step, ordered_json& out, ordered_json& kinds) {
  const auto records = evidence::parse_evidence_records(step);
  if (!records.lemmas.empty()) {
    kinds.push_back("lemma");
    ordered_json lemmas = ordered_json::array();
    for (const auto& lemma : records.lemmas) {
      lemmas.push_back({{"chain", lemma.chain},
                        {"node", lemma.node},
                        {"first_chain", lemma.first_chain},
                        {"chain_count", lemma.chain_count}});
    }
    out["lemmas"] = std::move(lemmas);
  }
  if (!records.set_logic.empty()) {
    kinds.push_back("sets");
    ordered_json sets = ordered_json::array();
    for (const auto& logic : records.set_logic) sets.push_back(sets_json(logic));
    out["sets"] = std::move(sets);
  }
  if (!records.patterns.empty()) {
    kinds.push_back("pattern");
    ordered_json patterns = ordered_json::array();
    for (const auto& pattern : records.patterns) patterns.push_back(pattern_json(pattern));
    out["patterns"] = std::move(patterns);
  }
  if (!records.unknown_types.empty()) {
    kinds.push_back("unknown");
    out["unknown_types"] = records.unknown_types;
  }
}

}  // namespace

ordered_json evidence_to_json(const Step& step) {
  ordered_json out, kinds = ordered_json::array();
  if (!step.chains.empty()) {
    kinds.push_back("chains");
    ordered_json chains = ordered_json::array();
    for (const auto& chain : step.chains) chains.push_back(chain_json(chain));
    out["chains"] = std::move(chains);
  }
  if (!step.colors.empty()) {
    kinds.push_back("colors");
    ordered_json colors = ordered_json::array();
    for (const auto& colored : step.colors) colors.push_back({colored.cell, colored.digit, colored.color});
    out["colors"] = std::move(colors);
  }
  if (!step.als.empty()) {
    kinds.push_back("als");
    ordered_json sets = ordered_json::array();
    for (const auto& als : step.als) {
      ordered_json cells = ordered_json::array();
      for (int i = 0; i < als.cell_count; ++i) cells.push_back(als.cells[i]);
      sets.push_back({{"cells", std::move(cells)}, {"digits", als.digits}});
    }
    out["als"] = std::move(sets);
  }
  if (!step.cover_houses.empty()) {
    kinds.push_back("fish");
    out["fish"] = {{"base_houses", std::vector<int>(step.base_houses.begin(), step.base_houses.end())},
                   {"cover_houses", std::vector<int>(step.cover_houses.begin(), step.cover_houses.end())},
                   {"fins", std::vector<int>(step.fins.begin(), step.fins.end())}};
  }
  if (!step.evidence_records.empty()) add_records(step, out, kinds);
  if (kinds.empty()) return nullptr;
  out["kinds"] = std::move(kinds);
  return out;
}

}  // namespace npe
