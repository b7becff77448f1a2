// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/planpresets.h"

#include <gtest/gtest.h>

using namespace cm;

namespace {

QStringList kindsOf(const Plan &plan)
{
    QStringList kinds;
    for (const DataSetSpec &spec : plan.dataSets)
        kinds.append(spec.kind);
    return kinds;
}

} // namespace

TEST(PlanPresets, EachKeepsTheDriveTargetLabelCopierAndCacheMode)
{
    Plan base;
    base.sourcePath = QStringLiteral("/mnt/ssd/bench");
    base.targetPath = QStringLiteral("/dev/shm");
    base.label = QStringLiteral("My SSD");
    base.copier = CopierChoice{CopierChoice::Kind::Parallel, 4, {}};
    base.cacheMode = CacheMode::Fresh;
    for (const auto &[preset, name] : PlanPresetNames) {
        SCOPED_TRACE(name);
        const Plan plan = presetPlan(preset, base);
        EXPECT_EQ(plan.sourcePath, base.sourcePath);
        EXPECT_EQ(plan.targetPath, base.targetPath);
        EXPECT_EQ(plan.label, base.label);
        EXPECT_EQ(plan.copier.name(), base.copier.name());
        EXPECT_EQ(plan.cacheMode, CacheMode::Fresh);
        EXPECT_TRUE(plan.autoSize) << "sized for reads that last";
        EXPECT_FALSE(plan.dataSets.isEmpty());
        EXPECT_FALSE(plan.operations.isEmpty());
    }
}

TEST(PlanPresets, WhatEachMeasures)
{
    const Plan standard = presetPlan(PlanPreset::Standard, Plan());
    EXPECT_EQ(kindsOf(standard),
              (QStringList{QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("system"),
                           QStringLiteral("image")}));
    EXPECT_EQ(standard.repetitions, 5);
    EXPECT_DOUBLE_EQ(standard.minRunSeconds, 2.0);
    EXPECT_EQ(standard.operations, QList<Operation>{Operation::Read});
    EXPECT_EQ(standard.compression.method, CompressionMethod::Auto);

    const Plan quick = presetPlan(PlanPreset::Quick, Plan());
    EXPECT_EQ(kindsOf(quick), (QStringList{QStringLiteral("books"), QStringLiteral("photos")}));
    EXPECT_LT(quick.minRunSeconds * quick.repetitions, standard.minRunSeconds * standard.repetitions);

    const Plan thorough = presetPlan(PlanPreset::Thorough, Plan());
    EXPECT_TRUE(thorough.adaptiveRepetitions);
    EXPECT_EQ(thorough.operations,
              (QList<Operation>{Operation::Read, Operation::Write, Operation::Copy, Operation::Delete}));

    const Plan small = presetPlan(PlanPreset::SmallFiles, Plan());
    EXPECT_EQ(kindsOf(small), QStringList{QStringLiteral("small")});
    EXPECT_EQ(small.operations, QList<Operation>{Operation::SmallFiles});

    const Plan article = presetPlan(PlanPreset::BtrfsArticle, Plan());
    EXPECT_EQ(kindsOf(article), QStringList{QStringLiteral("system")});
    EXPECT_EQ(article.operations, (QList<Operation>{Operation::Copy, Operation::Delete}));
    EXPECT_EQ(article.compression.name(), QStringLiteral("loop-btrfs:lzo"));
}
