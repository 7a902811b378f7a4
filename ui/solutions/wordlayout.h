#pragma once
// Where each letter of a notation word goes when the word is set in lines of
// `columns` letters, its runs of one letter apart (`S j s JJ S jjj`) so that
// the word's structure shows. A run that fits on a line is not broken; a
// longer one (classic:1000 has runs of 1000 letters) fills line after line.
//
// Only each run's first place is stored, so the layout of a word of ten
// billion letters takes O(runs) memory and time; the place of any letter and
// the letters of any line follow by arithmetic and binary search.
#include "catalog/solution_word.h"

#include <cstdint>
#include <vector>

namespace leapfrog::ui {

class WordLayout {
public:
    struct Place {
        std::uint64_t line = 0;
        int column = 0;
    };

    WordLayout() = default;
    WordLayout(const WordIndex& word, int columns);

    int columns() const { return columns_; }
    std::uint64_t lineCount() const { return lines_; }
    Place placeOf(std::uint64_t letter) const;
    // The first letter set on `line` (< lineCount()).
    std::uint64_t firstOnLine(std::uint64_t line) const;

private:
    const WordIndex* word_ = nullptr;
    int columns_ = 1;
    std::uint64_t lines_ = 0;
    std::vector<Place> runPlace_; // where each run's first letter goes
};

} // namespace leapfrog::ui
