#include "operation.h"

#include <QStringList>

namespace cm {
namespace {

constexpr Operation NamedOperations[] = {Operation::Read,   Operation::Write, Operation::Copy,      Operation::Delete,
                                         Operation::Pack,   Operation::Unpack, Operation::SmallFiles};

} // namespace

QString operationName(Operation operation)
{
    return enumName(OperationNames, operation);
}

std::optional<Operation> operationFromName(const QString &name)
{
    return enumFromName(OperationNames, name);
}

bool parseOperations(const QString &text, QList<Operation> *operations, QString *error)
{
    QList<Operation> parsed;
    for (const QString &name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool known = false;
        for (Operation candidate : NamedOperations) {
            if (name.trimmed().toLower() != operationName(candidate))
                continue;
            known = true;
            QList<Operation> brought{candidate};
            if (candidate == Operation::SmallFiles)
                brought << Operation::RandomReadsDepth1 << Operation::RandomReadsDepth32;
            for (Operation operation : brought)
                if (!parsed.contains(operation))
                    parsed.append(operation);
        }
        if (!known) {
            *error = QStringLiteral("'%1' is not read, write, copy, delete, pack, unpack or smallfiles").arg(name.trimmed());
            return false;
        }
    }
    if (parsed.isEmpty()) {
        *error = QStringLiteral("no operation named");
        return false;
    }
    *operations = parsed;
    return true;
}

} // namespace cm
