// Templates (HoDoKu's TemplateSolver; docs/techniques.md "Templates"): for each digit the templates
// that fit the position (digit_templates.hpp), refined as HoDoKu does against the cells other digits
// must take. Template Set places the digit in every cell all its templates share; Template Delete
// removes its candidates that no template uses. One step per digit, digits 1..9.
//
// Texts (HoDoKu's SolutionStep.toString): "Template Set: r1c4,r2c9=9" and
// "Template Delete:  => r1c12,r3c4<>9" (HoDoKu writes the two spaces). Evidence: the digit, and the
// cells placed or cleared; the host cannot re-check a template argument cheaply (docs/techniques.md).
#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

#include "../common/digit_templates.hpp"

namespace npe::plugins::templates {
namespace {

inline constexpr npe_param_desc kParams[] = {
    {sizeof(npe_param_desc), "refine",
     "1: drop templates using a cell another digit must take, until nothing changes "
     "(HoDoKu's); 0: each digit on its own",
     NPE_PARAM_INT, 0, 1, 1}};

/** The placements (Set) or the eliminations (Delete) of each digit. */
template <bool kSet>
class TemplateStep {
 public:
  explicit TemplateStep(const sdk::Params& params) : refine_(params.get("refine") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    TemplateSummary summaries[9];
    summarize_all(position, refine_, summaries);
    for (int digit = 1; digit <= 9; ++digit) {
      const TemplateSummary& summary = summaries[digit - 1];
      if (summary.count == 0) continue;  // a broken position: no template fits
      CellSet cells;
      for (int cell = 0; cell < sdk::kCells; ++cell) {
        if (position.digit(cell) != 0) continue;
        const bool candidate = sdk::has_digit(position.candidates(cell), digit);
        if (kSet ? candidate && summary.all.has(cell) : candidate && !summary.any.has(cell)) cells.add(cell);
      }
      if (cells.empty()) continue;
      step_.reset();
      char buffer[NPE_MAX_TEXT_LENGTH + 1];
      sdk::TextBuffer text(buffer, sizeof buffer);
      for (CellSet m = cells; !m.empty();) {
        const int cell = m.pop_first();
        if (kSet)
          step_.place(cell, digit);
        else
          step_.eliminate(cell, digit);
        step_.add_cell(cell);
      }
      step_.add_digits(sdk::digit_bit(digit));
      if (kSet) {
        text.put("Template Set: ");
        put_hodoku_cells(text, cells);
        text.put('=');
        text.put_digit(digit);
      } else {
        text.put("Template Delete: ");
        text.put(" => ");
        put_hodoku_cells(text, cells);
        text.put("<>");
        text.put_digit(digit);
      }
      step_.set_text("%s", text.c_str());
      if (!sink.emit(step_)) return;
    }
  }

 private:
  bool refine_;
  sdk::StepBuilder step_;
};

class TemplateSet : public TemplateStep<true> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {{"1201", "refine=1", NPE_REGLIB_DIGITS, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "templates.set",
       .name = "Template Set",
       .description = "a cell that every template of a digit (one place per row, column and block, fitting the "
                      "position) uses gets the digit",
       .default_points = 10000,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_PLACEMENTS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglibCodes);
  using TemplateStep::TemplateStep;
};

class TemplateDelete : public TemplateStep<false> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {{"1202", "refine=1", NPE_REGLIB_DIGITS, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "templates.delete",
       .name = "Template Delete",
       .description = "a candidate of a digit that no template of the digit (one place per row, column and block, "
                      "fitting the position) uses is removed",
       .default_points = 10000,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglibCodes);
  using TemplateStep::TemplateStep;
};

}  // namespace
}  // namespace npe::plugins::templates

NPE_PLUGIN("templates", "1.0.0", npe::plugins::templates::TemplateSet, npe::plugins::templates::TemplateDelete)
