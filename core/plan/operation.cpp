#include "operation.h"

#include <QStringList>

namespace cm {
namespace {

constexpr Operation AllOperations[] = {Operation::Read, Operation::Write, Operation::Copy,
                                       Operation::Delete, Operation::Pack, Operation::Unpack};

} // namespace

QString operationName(Operation operation)
{
    switch (operation) {
    case Operation::Read:
        return QStringLiteral("read");
    case Operation::Write:
        return QStringLiteral("write");
    case Operation::Copy:
        return QStringLiteral("copy");
    case Operation::Delete:
        return QStringLiteral("delete");
    case Operation::Pack:
        return QStringLiteral("pack");
    case Operation::Unpack:
        return QStringLiteral("unpack");
    }
    return {};
}

bool parseOperations(const QString &text, QList<Operation> *operations, QString *error)
{
    QList<Operation> parsed;
    for (const QString &name : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool known = false;
        for (Operation candidate : AllOperations) {
            if (name.trimmed().toLower() == operationName(candidate)) {
                if (!parsed.contains(candidate))
                    parsed.append(candidate);
                known = true;
            }
        }
        if (!known) {
            *error = QStringLiteral("'%1' is not read, write, copy, delete, pack or unpack").arg(name.trimmed());
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
