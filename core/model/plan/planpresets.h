// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/plan.h"
#include "util/enumnames.h"

#include <QString>

namespace cm {

// Plans to start from, for the window's Setup page: what to measure and
// how, on whatever drive, target and label the user has chosen.
enum class PlanPreset {
    Quick,        // books and photos, reads of a second, three repetitions: a first look
    Standard,     // the articles' method: four data sets, reads of two seconds, five repetitions
    Thorough,     // the four, reads of four seconds, repetitions until precise, reads and writes and copies and deletes
    SmallFiles,   // many files of a few KiB read as files and as 4 KiB random reads, as the articles compared
    BtrfsArticle, // the btrfs article: a copy of the system's files copied and deleted on btrfs with lzo
};

inline constexpr EnumNames<PlanPreset, 5> PlanPresetNames{{
    {PlanPreset::Quick, "quick"},
    {PlanPreset::Standard, "standard"},
    {PlanPreset::Thorough, "thorough"},
    {PlanPreset::SmallFiles, "small-files"},
    {PlanPreset::BtrfsArticle, "btrfs-article"},
}};

// `base`'s source, target, label, copier and cache mode with the preset's
// data sets, sizes, operations, repetitions and compression.
Plan presetPlan(PlanPreset preset, const Plan &base);

} // namespace cm
