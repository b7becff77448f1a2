// SPDX-License-Identifier: GPL-3.0-or-later
#include "planpresets.h"

namespace cm {
namespace {

QList<DataSetSpec> dataSetsOf(const QStringList &kinds)
{
    QList<DataSetSpec> specs;
    for (const QString &kind : kinds) {
        DataSetSpec spec;
        spec.kind = kind;
        specs.append(spec);
    }
    return specs;
}

const QStringList ArticleKinds{QStringLiteral("books"), QStringLiteral("photos"), QStringLiteral("system"),
                               QStringLiteral("image")};

} // namespace

Plan presetPlan(PlanPreset preset, const Plan &base)
{
    Plan plan = base;
    plan.autoSize = true;
    plan.adaptiveRepetitions = false;
    plan.compression = CompressionChoice{};
    switch (preset) {
    case PlanPreset::Quick:
        plan.dataSets = dataSetsOf({QStringLiteral("books"), QStringLiteral("photos")});
        plan.minRunSeconds = 1.0;
        plan.repetitions = 3;
        plan.operations = {Operation::Read};
        break;
    case PlanPreset::Standard:
        plan.dataSets = dataSetsOf(ArticleKinds);
        plan.minRunSeconds = Plan::DefaultMinRunSeconds;
        plan.repetitions = 5;
        plan.operations = {Operation::Read};
        break;
    case PlanPreset::Thorough:
        plan.dataSets = dataSetsOf(ArticleKinds);
        plan.minRunSeconds = 4.0;
        plan.repetitions = 15; // at most: until the interval is within a few percent
        plan.adaptiveRepetitions = true;
        plan.operations = {Operation::Read, Operation::Write, Operation::Copy, Operation::Delete};
        break;
    case PlanPreset::SmallFiles:
        plan.dataSets = dataSetsOf({QStringLiteral("small")});
        plan.minRunSeconds = Plan::DefaultMinRunSeconds;
        plan.repetitions = 5;
        plan.operations = {Operation::SmallFiles};
        break;
    case PlanPreset::BtrfsArticle:
        plan.dataSets = dataSetsOf({QStringLiteral("system")});
        plan.minRunSeconds = Plan::DefaultMinRunSeconds;
        plan.repetitions = 5;
        plan.operations = {Operation::Copy, Operation::Delete};
        plan.compression.method = CompressionMethod::LoopBtrfs;
        plan.compression.algorithm = QStringLiteral("lzo");
        break;
    }
    return plan;
}

} // namespace cm
